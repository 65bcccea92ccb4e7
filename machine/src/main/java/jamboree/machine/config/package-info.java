/**
 * The machine's parameters, read from HOCON ({@code jamboree.machine} in {@code reference.conf}); every number
 * of the CM-5 model is a configuration value with the seeds' figure as its default.
 */
package jamboree.machine.config;
