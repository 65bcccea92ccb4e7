/**
 * The sub-commands of the {@code jamboree} executable ({@code bench}, {@code search}, {@code machine}, {@code worker},
 * {@code compare-runs} and the others; {@code wdl-fit} and {@code strength-match} live beside the code they drive, in
 * {@code jamboree.uci.wdl} and {@code jamboree.uci.strength}), the picocli option groups several of them share (the
 * bench's journal, scale and cluster options, the machine and serial-engine options, the scheduler's switches as
 * flags), and what they print with (a machine search's report, time to depth).
 */
package jamboree.uci.cli;
