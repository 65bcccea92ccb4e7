package jamboree.engine.notation;

import java.util.List;
import java.util.Map;

/**
 * One EPD line: the four position fields plus operations. {@code bestMoves} and {@code avoidMoves} are
 * already resolved to legal moves of {@code fen}; every other operation is kept verbatim in {@code operations}.
 *
 * @param fen          the position as a six-field FEN (halfmove 0, fullmove 1 unless hmvc/fmvn say otherwise)
 * @param id           the {@code id} operation, or "" when absent
 * @param bestMoves    moves of {@code bm}, as ints
 * @param avoidMoves   moves of {@code am}, as ints
 * @param operations   every operation by opcode, operands as written (quotes removed)
 */
public record EpdRecord(String fen, String id, int[] bestMoves, int[] avoidMoves, Map<String, List<String>> operations) {
}
