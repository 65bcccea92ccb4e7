package jamboree.uci.wdl;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;

/**
 * Material on the board in pawns (pawn 1, knight and bishop 3, rook 5, queen 9; both sides), the game-phase measure of
 * the WDL model: a score of one pawn means more in an endgame than with all the pieces on.
 */
public final class Material {
    /** The start position's material. */
    public static final int FULL = 78;
    private static final int[] VALUE = {0, 1, 3, 3, 5, 9, 0};

    private Material() {
    }

    public static int of(Position position) {
        int total = 0;
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
                total += VALUE[type] * Long.bitCount(position.pieces(color, type));
            }
        }
        return total;
    }
}
