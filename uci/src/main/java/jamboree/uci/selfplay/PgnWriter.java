package jamboree.uci.selfplay;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.San;

import java.util.Locale;

/** Games as PGN, the form book makers such as {@code polyglot make-book} read. */
public final class PgnWriter {

    private PgnWriter() {
    }

    public static String game(GameRecord record, String white, String black, int round) {
        return game(record, white, black, round, false);
    }

    /**
     * As above; with {@code scores}, each move searched is followed by the mover's score in pawns as a comment
     * ({@code {+0.35}}, a mate as {@code {+mate}}), as match managers write it, so that a match's adjudication can be
     * replayed from its PGN.
     */
    public static String game(GameRecord record, String white, String black, int round, boolean scores) {
        StringBuilder pgn = new StringBuilder();
        tag(pgn, "Event", "Jamboree self-play");
        tag(pgn, "Site", "?");
        tag(pgn, "Date", "????.??.??");
        tag(pgn, "Round", Integer.toString(round));
        tag(pgn, "White", white);
        tag(pgn, "Black", black);
        tag(pgn, "Result", record.result().pgn());
        tag(pgn, "Termination", record.termination());
        String startFen = Fen.format(record.start());
        if (!startFen.equals(Fen.START)) {
            tag(pgn, "SetUp", "1");
            tag(pgn, "FEN", startFen);
        }
        pgn.append('\n');
        Position board = record.start().copy();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < record.moves().size(); i++) {
            int move = record.moves().get(i).move();
            String token = "";
            if (board.sideToMove() == Piece.WHITE) {
                token = board.fullmoveNumber() + ". ";
            } else if (i == 0) {
                token = board.fullmoveNumber() + "... ";
            }
            token += San.format(board, move);
            line = wrap(pgn, line, token);
            int score = record.moves().get(i).score();
            if (scores && score != Player.NO_SCORE) {
                line = wrap(pgn, line, comment(score));
            }
            board.makeMove(move);
        }
        wrap(pgn, line, record.result().pgn());
        pgn.append(line).append("\n\n");
        return pgn.toString();
    }

    private static String comment(int centipawns) {
        if (Math.abs(centipawns) >= ReportedScore.MATE_CP) {
            return centipawns > 0 ? "{+mate}" : "{-mate}";
        }
        return String.format(Locale.ROOT, "{%+.2f}", centipawns / 100.0);
    }

    private static void tag(StringBuilder pgn, String name, String value) {
        pgn.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /** Appends a token to the current line, starting a new one before 80 characters as PGN export asks. */
    private static StringBuilder wrap(StringBuilder pgn, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > 79) {
            pgn.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        return line.append(token);
    }
}
