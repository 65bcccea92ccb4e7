/** The sub-commands of the {@code jamboree} executable, one class each. */
package jamboree.uci.cli;
