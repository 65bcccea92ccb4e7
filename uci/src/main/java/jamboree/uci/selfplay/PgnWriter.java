package jamboree.uci.selfplay;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.San;

/** Games as PGN, the form book makers such as {@code polyglot make-book} read. */
public final class PgnWriter {

    private PgnWriter() {
    }

    public static String game(GameRecord record, String white, String black, int round) {
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
            board.makeMove(move);
        }
        wrap(pgn, line, record.result().pgn());
        pgn.append(line).append("\n\n");
        return pgn.toString();
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
