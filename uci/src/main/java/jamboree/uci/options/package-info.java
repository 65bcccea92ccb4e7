/**
 * UCI options: their declarations as the {@code uci} command lists them, and {@code setoption} parsing with
 * range checks, so that a bad value is reported and clamped or refused rather than taken or crashing the engine.
 * The scheduler switches' options are made from their definitions ({@link jamboree.uci.options.SwitchOptions}).
 */
package jamboree.uci.options;
