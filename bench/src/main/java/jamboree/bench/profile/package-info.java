/**
 * Parallelism profiles (thesis 5.5): the ideal-parallelism profile of a run and its sorted form
 * (Figures 5-13, 5-14), the processor utilization profile (Figure 5-15), and Cilkscale-style work/span rows.
 */
package jamboree.bench.profile;
