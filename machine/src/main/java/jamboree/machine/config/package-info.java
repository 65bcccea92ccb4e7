/**
 * The machine's parameters, read from HOCON ({@code jamboree.machine} in {@code reference.conf}); every number
 * of the CM-5 model is a configuration value whose default is the CM-5's published figure.
 */
package jamboree.machine.config;
