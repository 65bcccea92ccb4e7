/**
 * The project's one way to read and write JSON: a single Jackson {@code ObjectMapper}, configured once, behind
 * {@link jamboree.machine.json.Json}. Every module (experiment results, search results, the benchmark report, the
 * command line's {@code --json}) goes through it, so all of them agree on escaping, layout and non-finite numbers.
 */
package jamboree.machine.json;
