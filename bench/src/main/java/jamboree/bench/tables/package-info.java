/**
 * The thesis's tables rebuilt from trials, each beside the thesis's own figures where it has them: Figure 6-2
 * (Kaufman's rating by machine size), Figures 6-6 to 6-8 and the other ablations (one column per set of switches),
 * Figure 6-9 (where the cycles go, and its first line in full: how much of the chess work the serial search does too,
 * and position by position beside each search's parallelism),
 * Figure 6-10 (chess work by operation) and Figure 6-1 (the table's size).
 */
package jamboree.bench.tables;
