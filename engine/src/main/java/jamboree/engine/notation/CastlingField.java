package jamboree.engine.notation;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.board.Square;

import java.util.Arrays;

/**
 * FEN's castling field, standard and Chess960. A right is a letter: K, Q, k or q for the outermost rook on that
 * wing of the king (standard FEN, and X-FEN), or the file of the rook, upper case for white (Shredder-FEN, and
 * X-FEN where the castling rook is not the outermost). The king's wing is where the named rook stands relative
 * to the king, who may stand on any file of his back rank.
 */
final class CastlingField {
    private static final int FIELD = 3;

    /** How a parse failure becomes an exception naming the FEN field. */
    interface Errors {
        NotationException error(int field, String why);
    }

    private CastlingField() {
    }

    /**
     * The rook square of each right (white king side, white queen side, black king side, black queen side),
     * {@link Square#NONE} where absent.
     */
    static int[] parse(String text, int[] squares, Errors errors) {
        int[] rooks = new int[4];
        Arrays.fill(rooks, Square.NONE);
        if (text.equals("-")) {
            return rooks;
        }
        char[] given = new char[4];
        for (char c : text.toCharArray()) {
            boolean wingLetter = "KQkq".indexOf(c) >= 0;
            boolean fileLetter = (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h');
            if (!wingLetter && !fileLetter) {
                throw errors.error(FIELD, "unexpected character '" + c + "' (expected letters of 'KQkq' or '-')"
                        + ", or rook files A-H and a-h as in Shredder-FEN");
            }
            int color = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
            int backRank = color == Piece.WHITE ? 0 : 56;
            int king = kingSquare(squares, color);
            if (king < backRank || king > backRank + 7) {
                throw errors.error(FIELD, "'" + c + "' needs the " + colorName(color) + " king on rank "
                        + (backRank / 8 + 1) + ", it is on " + Square.name(king));
            }
            int rook;
            if (wingLetter) {
                boolean kingSide = Character.toUpperCase(c) == 'K';
                rook = outermostRook(squares, color, king, kingSide);
                if (rook == Square.NONE) {
                    String corner = Square.name(backRank + (kingSide ? 7 : 0));
                    throw errors.error(FIELD, "'" + c + "' needs a rook on " + corner + " or between it and the king"
                            + " on " + Square.name(king));
                }
            } else {
                rook = backRank + Character.toLowerCase(c) - 'a';
                if (squares[rook] != Piece.make(color, Piece.ROOK)) {
                    throw errors.error(FIELD, "'" + c + "' needs a " + colorName(color) + " rook on "
                            + Square.name(rook));
                }
            }
            int right = 2 * color + (Square.file(rook) > Square.file(king) ? 0 : 1);
            if (rooks[right] != Square.NONE) {
                throw errors.error(FIELD, given[right] == c ? "'" + c + "' given twice"
                        : "'" + given[right] + "' and '" + c + "' both give " + colorName(color) + " a "
                        + ((right & 1) == 0 ? "king" : "queen") + "-side right");
            }
            rooks[right] = rook;
            given[right] = c;
        }
        return rooks;
    }

    /**
     * X-FEN: K, Q, k, q where the castling rook is the outermost on its wing (always so in standard chess), the
     * rook's file otherwise; "-" without rights.
     */
    static String format(Position position) {
        StringBuilder sb = new StringBuilder(4);
        for (int right = 0; right < 4; right++) {
            int rook = position.castlingRookSquare(1 << right);
            if (rook == Square.NONE) {
                continue;
            }
            int color = right >> 1;
            boolean kingSide = (right & 1) == 0;
            int outermost = outermostRook(position, color, kingSide);
            char letter = rook == outermost ? "KQkq".charAt(right) : (char) ('a' + Square.file(rook));
            sb.append(color == Piece.WHITE ? Character.toUpperCase(letter) : letter);
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static int outermostRook(int[] squares, int color, int king, boolean kingSide) {
        int backRank = king & ~7;
        int step = kingSide ? -1 : 1;
        int rook = Piece.make(color, Piece.ROOK);
        for (int square = backRank + (kingSide ? 7 : 0); square != king; square += step) {
            if (squares[square] == rook) {
                return square;
            }
        }
        return Square.NONE;
    }

    private static int outermostRook(Position position, int color, boolean kingSide) {
        int[] squares = new int[64];
        for (int square = 0; square < 64; square++) {
            squares[square] = position.pieceAt(square);
        }
        return outermostRook(squares, color, position.kingSquare(color), kingSide);
    }

    private static int kingSquare(int[] squares, int color) {
        int king = Piece.make(color, Piece.KING);
        for (int square = 0; square < 64; square++) {
            if (squares[square] == king) {
                return square;
            }
        }
        throw new IllegalStateException("the placement was checked to have a " + colorName(color) + " king");
    }

    private static String colorName(int color) {
        return color == Piece.WHITE ? "white" : "black";
    }
}
