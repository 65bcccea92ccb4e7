package jamboree.bench.tables;

/**
 * One line of {@link UsefulWorkTable}: a configuration's cycles on one machine size, split as Figure 6-9's first line
 * splits them.
 *
 * @param configuration    the configuration's name
 * @param processors       P
 * @param chessWork        chess work, in percent of all cycles
 * @param serialOfChess    the serial search's work of the same positions, in percent of the chess work (the work
 *                         efficiency of the positions together)
 * @param serialOfAll      the serial search's work, in percent of all cycles: the share of the machine that did what
 *                         one processor would have had to do anyway
 */
public record UsefulWorkRow(String configuration, int processors, double chessWork, double serialOfChess,
                            double serialOfAll) {
}
