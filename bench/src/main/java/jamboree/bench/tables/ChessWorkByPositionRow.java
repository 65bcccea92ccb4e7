package jamboree.bench.tables;

/**
 * One search of {@link ChessWorkByPositionTable}: a position on the largest machine under one configuration.
 *
 * @param configuration the configuration's name
 * @param position      the position's id
 * @param seconds       T, in seconds of machine time
 * @param parallelism   its average parallelism W/C
 * @param chessWork     chess work, in percent of the search's cycles (P times T)
 * @param serialOfAll   the serial search's work of the same position, in percent of the search's cycles
 * @param cycleShare    the search's cycles, in percent of all the configuration's cycles on this machine: the weight
 *                      the search has in the configuration's share of chess work over all its cycles
 */
public record ChessWorkByPositionRow(String configuration, String position, double seconds, double parallelism,
                                     double chessWork, double serialOfAll, double cycleShare) {
}
