package jamboree.bench.tables;

/**
 * One line of Figure 6-10: an operation's cycles of chess work.
 *
 * @param operation   the operation (or a sum of them)
 * @param cycles      its cycles over the trials counted
 * @param ofChessWork its share of their chess work, in percent
 * @param ofAll       its share of all their cycles, in percent (Figure 6-10's unit)
 * @param thesisOfAll the thesis's share of all cycles, or NaN where the thesis has none
 */
public record ChessWorkRow(String operation, long cycles, double ofChessWork, double ofAll, double thesisOfAll) {

    /** The thesis's share of the chess work (its share of all cycles over its 68.8% of chess work). */
    public double thesisOfChessWork() {
        return thesisOfAll / ChessWorkTable.THESIS_CHESS_WORK * 100;
    }
}
