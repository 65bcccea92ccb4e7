/**
 * The benchmark at the thesis's scale: problems of varying size (each position to the depth at which its serial
 * search first visits at least 10^7 positions), machines up to 512 nodes, the RID and deferred-reads ablation at 32
 * and 512 nodes, StarTech as published beside the tuned defaults, and the table-size experiment of Figure 6-1.
 */
package jamboree.bench.scale;
