package jamboree.engine.notation;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.board.Square;

/**
 * UCI long algebraic notation ("e2e4", "e7e8q", "0000" for no move). Castling is written as the king's move
 * ("e1g1") in standard chess and as king takes own rook ("e1h1", and e.g. "b1a1") when {@code UCI_Chess960} is on,
 * since in Chess960 the king's move alone can be ambiguous or no move at all. Both forms are read in either mode.
 */
public final class UciMoves {
    private UciMoves() {
    }

    /** Standard-chess notation: castling as the king's move. */
    public static String format(int move) {
        return format(move, false);
    }

    /** With {@code chess960}, castling is written as king takes own rook. */
    public static String format(int move, boolean chess960) {
        if (move == Move.NONE) {
            return "0000";
        }
        int to = chess960 && Move.isCastle(move) ? Move.castleRookSquare(move) : Move.to(move);
        String text = Square.name(Move.from(move)) + Square.name(to);
        if (Move.isPromotion(move)) {
            text += " pnbrqk".charAt(Move.promotionType(move));
        }
        return text;
    }

    /** The legal move this token names in this position, or {@link NotationException} saying why not. */
    public static int parse(Position position, String token) {
        String text = token == null ? "" : token.trim();
        if (text.length() != 4 && text.length() != 5) {
            throw new NotationException("UCI move '" + text + "': expected from and to squares such as 'e2e4'"
                    + " or 'e7e8q'");
        }
        int from = Square.parse(text.substring(0, 2));
        int to = Square.parse(text.substring(2, 4));
        if (from == Square.NONE || to == Square.NONE) {
            throw new NotationException("UCI move '" + text + "': '" + text.substring(from == Square.NONE ? 0 : 2,
                    from == Square.NONE ? 2 : 4) + "' is not a square");
        }
        int promotion = Piece.NONE_TYPE;
        if (text.length() == 5) {
            promotion = "nbrq".indexOf(Character.toLowerCase(text.charAt(4)));
            if (promotion < 0) {
                throw new NotationException("UCI move '" + text + "': promotion piece must be one of n, b, r, q");
            }
            promotion += Piece.KNIGHT;
        }
        int piece = position.pieceAt(from);
        if (piece == Piece.NONE) {
            throw new NotationException("UCI move '" + text + "': no piece on " + Square.name(from));
        }
        if (Piece.color(piece) != position.sideToMove()) {
            throw new NotationException("UCI move '" + text + "': the piece on " + Square.name(from) + " belongs to "
                    + (Piece.color(piece) == Piece.WHITE ? "white" : "black") + " but it is "
                    + (position.sideToMove() == Piece.WHITE ? "white" : "black") + " to move");
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(position, moves);
        boolean promotionNeeded = false;
        int castleByKingMove = Move.NONE;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (Move.from(m) != from) {
                continue;
            }
            if (Move.isCastle(m)) {
                if (Move.castleRookSquare(m) == to && promotion == Piece.NONE_TYPE) {
                    return m;
                }
                if (Move.to(m) == to && promotion == Piece.NONE_TYPE) {
                    castleByKingMove = m;
                }
            } else if (Move.to(m) == to) {
                if (Move.promotionType(m) == promotion) {
                    return m;
                }
                promotionNeeded |= Move.isPromotion(m);
            }
        }
        // The king's move names castling only when no ordinary king move has the same squares (Chess960's f1g1).
        if (castleByKingMove != Move.NONE) {
            return castleByKingMove;
        }
        if (promotionNeeded) {
            throw new NotationException("UCI move '" + text + "': a promotion needs the piece, e.g. '" + text + "q'");
        }
        throw new NotationException("UCI move '" + text + "': illegal in this position"
                + (position.inCheck() ? " (the side to move is in check)" : ""));
    }
}
