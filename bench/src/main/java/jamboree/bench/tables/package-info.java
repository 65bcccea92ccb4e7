/**
 * The thesis's tables rebuilt from trials, each beside the thesis's own figures where it has them: Figure 6-2
 * (Kaufman's rating by machine size), Figures 6-6 to 6-8 and the other ablations (one column per set of switches),
 * and Figure 6-9 (where the cycles go).
 */
package jamboree.bench.tables;
