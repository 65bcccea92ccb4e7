package jamboree.bench.tables;

/**
 * One line of the Figure 6-9 comparison.
 *
 * @param activity the activity's report name
 * @param cycles   cycles over all nodes and trials counted
 * @param percent  share of every cycle counted (idle and network overheads included)
 * @param thesis   the thesis's percentage for this activity, or NaN where the thesis has none
 */
public record BreakdownRow(String activity, long cycles, double percent, double thesis) {
}
