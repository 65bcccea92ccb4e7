package jamboree.bench.tables;

/**
 * One line of the table-size experiment (thesis Figure 6-1): the main suite on P nodes with a global table of
 * {@code entriesPerNode} entries on each node.
 *
 * @param entriesPerNode entries of the global table on each node
 * @param totalEntries   entries over the machine (P times the above)
 * @param positions      chess positions searched over the suite
 * @param fastestSeconds time for the fastest 20 problems (all, if fewer)
 * @param rating         Kaufman's estimated rating of that time (equation 6.1)
 * @param allSeconds     time for every problem
 * @param thesis         the thesis's line with the same total entries, or null
 * @param sweep          whether the line is the main sweep's own searches on that machine, with the table the run
 *                       gave every machine, rather than a column of the experiment
 * @param searches       the searches the line sums, one per position
 */
public record TableSizeRow(int entriesPerNode, long totalEntries, long positions, double fastestSeconds,
                           double rating, double allSeconds, Thesis thesis, boolean sweep, int searches) {

    /** A line of the thesis's Figure 6-1 (its serial program, every problem to solution on a workstation). */
    public record Thesis(long entries, long positions, double fastestSeconds, int rating) {
    }
}
