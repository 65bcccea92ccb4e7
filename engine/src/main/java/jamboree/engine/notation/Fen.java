package jamboree.engine.notation;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.board.Square;

import java.util.Arrays;

/**
 * FEN in (6 fields, or the first 4 as in EPD, then halfmove clock 0 and move number 1) and out.
 *
 * <p>Parsing checks syntax field by field and then the position itself (one king each, no pawns on the
 * back ranks, castling rights backed by king and rook, a plausible en-passant square, the side not to move
 * not in check); every error names the field and the reason. A FEN that fails yields no position at all.
 *
 * <p>Castling rights are read in Chess960's two dialects too (see {@link CastlingField}): X-FEN, where K/Q/k/q
 * mean the outermost rook on that wing and a file letter names another, and Shredder-FEN, file letters only
 * ("HAha"). They are written as X-FEN, which for standard chess is standard FEN.
 */
public final class Fen {
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final String[] FIELD_NAMES = {"piece placement", "side to move", "castling rights",
            "en-passant square", "halfmove clock", "fullmove number"};

    private Fen() {
    }

    /** Parses a FEN; throws {@link NotationException} naming the field and the reason. Never half-applies. */
    public static Position parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new NotationException("FEN: empty");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 4 && fields.length != 6) {
            throw new NotationException("FEN: expected 6 fields (or 4 as in EPD), got " + fields.length
                    + " in '" + fen.trim() + "'");
        }
        int[] squares = placement(fields[0]);
        int side = switch (fields[1]) {
            case "w" -> Piece.WHITE;
            case "b" -> Piece.BLACK;
            default -> throw error(2, "expected 'w' or 'b', got '" + fields[1] + "'");
        };
        int[] castlingRooks = CastlingField.parse(fields[2], squares, Fen::error);
        int ep = enPassant(fields[3], squares, side);
        int halfmove = 0;
        int fullmove = 1;
        if (fields.length == 6) {
            halfmove = number(fields[4], 5, 0);
            fullmove = number(fields[5], 6, 1);
        }
        Position position = Position.of(squares, side, castlingRooks, ep, halfmove, fullmove);
        int theirKing = position.kingSquare(side ^ 1);
        if (position.isAttacked(theirKing, side)) {
            throw error(2, (side == Piece.WHITE ? "black" : "white")
                    + " is in check but it is " + (side == Piece.WHITE ? "white" : "black") + " to move");
        }
        if (Long.bitCount(position.checkers()) > 2) {
            throw error(1, "the side to move is checked by more than two pieces");
        }
        return position;
    }

    /** Six-field FEN. */
    public static String format(Position position) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = position.pieceAt(Square.of(file, rank));
                if (piece == Piece.NONE) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.toChar(piece));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(position.sideToMove() == Piece.WHITE ? " w " : " b ");
        sb.append(CastlingField.format(position));
        int ep = position.enPassantSquare();
        sb.append(' ').append(ep == Square.NONE ? "-" : Square.name(ep));
        sb.append(' ').append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return sb.toString();
    }

    /** The first four fields only, as EPD writes them. */
    public static String formatEpdFields(Position position) {
        String full = format(position);
        int cut = full.lastIndexOf(' ', full.lastIndexOf(' ') - 1);
        return full.substring(0, cut);
    }

    static NotationException error(int field, String why) {
        return new NotationException("FEN field " + field + " (" + FIELD_NAMES[field - 1] + "): " + why);
    }

    private static int[] placement(String text) {
        String[] ranks = text.split("/", -1);
        if (ranks.length != 8) {
            throw error(1, "expected 8 ranks separated by '/', got " + ranks.length);
        }
        int[] squares = new int[64];
        Arrays.fill(squares, Piece.NONE);
        int[] kings = new int[2];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int type = " pnbrqk".indexOf(Character.toLowerCase(c));
                    if (type <= 0) {
                        throw error(1, "unexpected character '" + c + "' in rank " + (rank + 1));
                    }
                    if (file >= 8) {
                        throw error(1, "rank " + (rank + 1) + " ('" + ranks[i] + "') has more than 8 squares");
                    }
                    int color = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
                    if (type == Piece.PAWN && (rank == 0 || rank == 7)) {
                        throw error(1, "pawn on rank " + (rank + 1));
                    }
                    if (type == Piece.KING) {
                        kings[color]++;
                    }
                    squares[Square.of(file, rank)] = Piece.make(color, type);
                    file++;
                }
                if (file > 8) {
                    throw error(1, "rank " + (rank + 1) + " ('" + ranks[i] + "') has more than 8 squares");
                }
            }
            if (file != 8) {
                throw error(1, "rank " + (rank + 1) + " ('" + ranks[i] + "') has " + file + " squares, not 8");
            }
        }
        for (int color = 0; color < 2; color++) {
            if (kings[color] != 1) {
                throw error(1, (color == Piece.WHITE ? "white" : "black") + " has " + kings[color]
                        + " kings, must have exactly 1");
            }
        }
        return squares;
    }

    private static int enPassant(String text, int[] squares, int side) {
        if (text.equals("-")) {
            return Square.NONE;
        }
        int square = Square.parse(text);
        if (square == Square.NONE) {
            throw error(4, "expected a square such as 'e3' or '-', got '" + text + "'");
        }
        int expectedRank = side == Piece.WHITE ? 5 : 2;
        if (Square.rank(square) != expectedRank) {
            throw error(4, "'" + text + "' must be on rank " + (expectedRank + 1) + " with "
                    + (side == Piece.WHITE ? "white" : "black") + " to move");
        }
        int them = side ^ 1;
        int pawnSquare = side == Piece.WHITE ? square - 8 : square + 8;
        int originSquare = side == Piece.WHITE ? square + 8 : square - 8;
        if (squares[pawnSquare] != Piece.make(them, Piece.PAWN) || squares[square] != Piece.NONE
                || squares[originSquare] != Piece.NONE) {
            throw error(4, "'" + text + "' does not follow a double pawn push (needs a "
                    + (them == Piece.WHITE ? "white" : "black") + " pawn on " + Square.name(pawnSquare)
                    + " and empty " + text + " and " + Square.name(originSquare) + ")");
        }
        return square;
    }

    private static int number(String text, int field, int minimum) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw error(field, "expected a number, got '" + text + "'");
        }
        if (value < minimum) {
            throw error(field, "must be at least " + minimum + ", got " + value);
        }
        return value;
    }
}
