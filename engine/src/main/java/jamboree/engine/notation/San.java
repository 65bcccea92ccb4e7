package jamboree.engine.notation;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.board.Square;

import java.util.ArrayList;
import java.util.List;

/** Standard Algebraic Notation with disambiguation and +/#. */
public final class San {
    private static final String PIECE_LETTERS = "  NBRQK";

    private San() {
    }

    /** SAN of a legal move in this position, e.g. "Nbd7", "exd6", "O-O-O", "e8=Q+", "Qh7#". */
    public static String format(Position position, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(position, moves);
        return format(position, move, moves, n);
    }

    private static String format(Position position, int move, int[] legal, int n) {
        StringBuilder sb = new StringBuilder(8);
        int from = Move.from(move);
        int to = Move.to(move);
        int type = Piece.type(position.pieceAt(from));
        boolean capture = position.capturedType(move) != Piece.NONE_TYPE;
        if (Move.isCastle(move)) {
            sb.append(Move.isKingSideCastle(move) ? "O-O" : "O-O-O");
        } else if (type == Piece.PAWN) {
            if (capture) {
                sb.append((char) ('a' + Square.file(from))).append('x');
            }
            sb.append(Square.name(to));
            if (Move.isPromotion(move)) {
                sb.append('=').append(PIECE_LETTERS.charAt(Move.promotionType(move)));
            }
        } else {
            sb.append(PIECE_LETTERS.charAt(type));
            boolean ambiguous = false;
            boolean fileShared = false;
            boolean rankShared = false;
            for (int i = 0; i < n; i++) {
                int other = legal[i];
                int otherFrom = Move.from(other);
                if (otherFrom != from && Move.to(other) == to
                        && Piece.type(position.pieceAt(otherFrom)) == type) {
                    ambiguous = true;
                    fileShared |= Square.file(otherFrom) == Square.file(from);
                    rankShared |= Square.rank(otherFrom) == Square.rank(from);
                }
            }
            if (ambiguous) {
                if (!fileShared) {
                    sb.append((char) ('a' + Square.file(from)));
                } else if (!rankShared) {
                    sb.append((char) ('1' + Square.rank(from)));
                } else {
                    sb.append(Square.name(from));
                }
            }
            if (capture) {
                sb.append('x');
            }
            sb.append(Square.name(to));
        }
        position.makeMove(move);
        if (position.inCheck()) {
            sb.append(MoveGenerator.hasLegalMove(position) ? '+' : '#');
        }
        position.unmakeMove();
        return sb.toString();
    }

    /**
     * The legal move a SAN token names. Lenient in what it accepts (missing or extra +/#, "0-0", "e8Q", "!?"),
     * strict about ambiguity; {@link NotationException} otherwise.
     */
    public static int parse(Position position, String token) {
        String original = token == null ? "" : token.trim();
        String text = stripAnnotations(original);
        if (text.isEmpty()) {
            throw new NotationException("SAN move '" + original + "': empty");
        }
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(position, legal);

        String castle = text.replace('0', 'O').replace('o', 'O');
        if (castle.equals("O-O") || castle.equals("O-O-O")) {
            boolean kingSide = castle.length() == 3;
            for (int i = 0; i < n; i++) {
                int m = legal[i];
                if (Move.isCastle(m) && Move.isKingSideCastle(m) == kingSide) {
                    return m;
                }
            }
            throw new NotationException("SAN move '" + original + "': castling "
                    + (kingSide ? "king" : "queen") + " side is illegal in this position");
        }

        int pos = 0;
        int type = Piece.PAWN;
        int letter = PIECE_LETTERS.indexOf(text.charAt(0));
        if (letter >= Piece.KNIGHT) {
            type = letter;
            pos = 1;
        }
        int promotion = Piece.NONE_TYPE;
        int end = text.length();
        char last = text.charAt(end - 1);
        int promotionLetter = "NBRQ".indexOf(Character.toUpperCase(last));
        if (type == Piece.PAWN && promotionLetter >= 0 && end >= 3 && !Character.isDigit(last)) {
            promotion = promotionLetter + Piece.KNIGHT;
            end--;
            if (text.charAt(end - 1) == '=') {
                end--;
            }
        }
        if (end - pos < 2) {
            throw malformed(original);
        }
        int to = Square.parse(text.substring(end - 2, end));
        if (to == Square.NONE) {
            throw malformed(original);
        }
        int fromFile = -1;
        int fromRank = -1;
        for (int i = pos; i < end - 2; i++) {
            char c = text.charAt(i);
            if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) {
                fromFile = c - 'a';
            } else if (c >= '1' && c <= '8' && fromRank < 0) {
                fromRank = c - '1';
            } else if ((c == 'x' || c == ':' || c == '-') && i == end - 3) {
                continue;
            } else {
                throw malformed(original);
            }
        }

        List<Integer> matches = new ArrayList<>(2);
        boolean promotionNeeded = false;
        int castleByKingMove = Move.NONE;
        for (int i = 0; i < n; i++) {
            int m = legal[i];
            int from = Move.from(m);
            if (Move.to(m) != to || Piece.type(position.pieceAt(from)) != type
                    || (fromFile >= 0 && Square.file(from) != fromFile)
                    || (fromRank >= 0 && Square.rank(from) != fromRank)) {
                continue;
            }
            if (Move.promotionType(m) != promotion) {
                promotionNeeded |= Move.isPromotion(m) && promotion == Piece.NONE_TYPE;
                continue;
            }
            if (Move.isCastle(m)) {
                // "Kg1" for O-O is accepted, unless (Chess960) an ordinary king move has the same squares.
                castleByKingMove = m;
                continue;
            }
            matches.add(m);
        }
        if (matches.isEmpty() && castleByKingMove != Move.NONE) {
            return castleByKingMove;
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.size() > 1) {
            StringBuilder candidates = new StringBuilder();
            for (int m : matches) {
                candidates.append(candidates.length() == 0 ? "" : ", ").append(format(position, m, legal, n));
            }
            throw new NotationException("SAN move '" + original + "': ambiguous, could be " + candidates);
        }
        if (promotionNeeded) {
            throw new NotationException("SAN move '" + original + "': a promotion needs the piece, e.g. '"
                    + Square.name(to) + "=Q'");
        }
        throw new NotationException("SAN move '" + original + "': no legal "
                + (type == Piece.PAWN ? "pawn" : pieceName(type)) + " move to " + Square.name(to)
                + " in this position" + (position.inCheck() ? " (the side to move is in check)" : ""));
    }

    private static String stripAnnotations(String text) {
        int end = text.length();
        while (end > 0 && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        String s = text.substring(0, end);
        if (s.endsWith("e.p.")) {
            s = s.substring(0, s.length() - 4).trim();
        }
        return s;
    }

    private static String pieceName(int type) {
        return switch (type) {
            case Piece.KNIGHT -> "knight";
            case Piece.BISHOP -> "bishop";
            case Piece.ROOK -> "rook";
            case Piece.QUEEN -> "queen";
            default -> "king";
        };
    }

    private static NotationException malformed(String token) {
        return new NotationException("SAN move '" + token + "': not standard algebraic notation"
                + " (expected e.g. 'e4', 'Nbd7', 'exd5', 'e8=Q', 'O-O')");
    }
}
