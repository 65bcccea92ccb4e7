package jamboree.uci.book;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;

/**
 * A book entry's 16-bit move: to file and row in bits 0-5, from file and row in bits 6-11, promotion in bits 12-14
 * (knight 1 to queen 4). Castling is written as the king taking its own rook (e1h1 for white's short castling), the
 * form that also serves Chess960.
 */
public final class PolyglotMove {

    private PolyglotMove() {
    }

    /**
     * The legal move of {@code position} that {@code raw} names, or {@link Move#NONE} when none does (a book built
     * for another game, a key collision or a damaged entry must never make the engine play an illegal move).
     */
    public static int toEngineMove(Position position, int raw) {
        int to = raw & 63;
        int from = (raw >>> 6) & 63;
        int promotion = (raw >>> 12) & 7;
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legalMoves(position, legal);
        for (int i = 0; i < count; i++) {
            if (encode(legal[i]) == ((promotion << 12) | (from << 6) | to)) {
                return legal[i];
            }
        }
        return Move.NONE;
    }

    /** The polyglot encoding of an engine move: castling as king takes rook, promotions by piece. */
    public static int encode(int move) {
        int to = Move.isCastle(move) ? Move.castleRookSquare(move) : Move.to(move);
        int promotion = Move.isPromotion(move) ? Move.promotionType(move) - Piece.KNIGHT + 1 : 0;
        return (promotion << 12) | (Move.from(move) << 6) | to;
    }
}
