package jamboree.uci.protocol;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.LimitValidation;
import jamboree.engine.search.SearchLimits;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code go} and its parameters, turned into {@link SearchLimits} plus a hard deadline, the backstop behind the
 * engine's own time budget (see {@link SearchController}). The Move Overhead (time lost between engine and GUI on
 * every move) is reserved out of the clocks before the search sees them. What is malformed is named and ignored;
 * the values are validated by {@link LimitValidation}, so every {@code go} but {@code infinite} ends by itself.
 */
final class GoCommand {

    /** Moves ahead for which the Move Overhead is reserved when no movestogo is given. */
    static final int RESERVE_HORIZON = 50;

    private static final Set<String> KEYWORDS = Set.of("searchmoves", "ponder", "wtime", "btime", "winc", "binc",
            "movestogo", "depth", "nodes", "mate", "movetime", "infinite");

    /**
     * @param limits     what the search is allowed
     * @param deadlineMs hard limit from the moment the clock runs for us (go, or ponderhit), 0 when none
     * @param report     what to tell the GUI about the command
     */
    record Request(SearchLimits limits, long deadlineMs, List<String> report) {
    }

    private GoCommand() {
    }

    static Request parse(List<String> tokens, Position position, long moveOverheadMs) {
        List<String> report = new ArrayList<>();
        long wtime = -1;
        long btime = -1;
        long winc = 0;
        long binc = 0;
        long movestogo = 0;
        int depth = 0;
        long nodes = 0;
        int mate = 0;
        long movetime = -1;
        List<String> notes = new ArrayList<>();
        boolean infinite = false;
        boolean ponder = false;
        List<Integer> searchMoves = new ArrayList<>();
        boolean searchMovesGiven = false;

        int i = 0;
        while (i < tokens.size()) {
            String token = tokens.get(i++);
            switch (token) {
                case "infinite" -> infinite = true;
                case "ponder" -> ponder = true;
                case "searchmoves" -> {
                    searchMovesGiven = true;
                    while (i < tokens.size() && !KEYWORDS.contains(tokens.get(i))) {
                        String move = tokens.get(i++);
                        try {
                            int parsed = UciMoves.parse(position, move);
                            if (!searchMoves.contains(parsed)) {
                                searchMoves.add(parsed);
                            }
                        } catch (RuntimeException e) {
                            report.add("searchmoves: '" + Abbreviation.of(move) + "' skipped: " + e.getMessage());
                        }
                    }
                }
                case "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "mate", "movetime" -> {
                    if (i == tokens.size() || KEYWORDS.contains(tokens.get(i))) {
                        report.add("go: '" + token + "' needs a number; ignored");
                        continue;
                    }
                    String text = tokens.get(i++);
                    long value;
                    try {
                        value = Long.parseLong(text);
                    } catch (NumberFormatException e) {
                        report.add("go: '" + token + "' needs a number, got '" + Abbreviation.of(text) + "'; ignored");
                        continue;
                    }
                    switch (token) {
                        // A clock at or below zero still means "move now", not "no clock".
                        case "wtime" -> wtime = Math.max(1, LimitValidation.time(token, value, notes));
                        case "btime" -> btime = Math.max(1, LimitValidation.time(token, value, notes));
                        case "winc" -> winc = Math.max(0, LimitValidation.time(token, value, notes));
                        case "binc" -> binc = Math.max(0, LimitValidation.time(token, value, notes));
                        case "movestogo" -> movestogo = Math.max(0, value);
                        case "movetime" -> movetime = Math.max(1, LimitValidation.time(token, value, notes));
                        case "depth" -> depth = LimitValidation.depth(value, notes);
                        case "nodes" -> nodes = LimitValidation.nodes(value, notes);
                        default -> mate = LimitValidation.mate(value, notes);
                    }
                    moveNotes(notes, report);
                }
                default -> report.add("go: unknown parameter '" + Abbreviation.of(token) + "' ignored");
            }
        }
        if (searchMovesGiven && searchMoves.isEmpty()) {
            report.add("searchmoves: no legal move given; searching all moves");
        }

        int horizon = movestogo > 0 ? (int) Math.min(movestogo, RESERVE_HORIZON) : RESERVE_HORIZON;
        long whiteTime = wtime > 0 ? Math.max(1, wtime - reserve(moveOverheadMs, winc, horizon)) : 0;
        long blackTime = btime > 0 ? Math.max(1, btime - reserve(moveOverheadMs, binc, horizon)) : 0;
        long moveTime = movetime > 0 ? Math.max(1, movetime - moveOverheadMs) : 0;
        int[] moves = searchMoves.stream().mapToInt(Integer::intValue).toArray();
        SearchLimits limits = LimitValidation.bounded(new SearchLimits(depth, nodes, mate, moveTime,
                whiteTime, blackTime, winc, binc, clampToInt(movestogo), infinite, ponder, moves), notes);
        moveNotes(notes, report);

        long deadline = 0;
        if (!infinite) {
            // This move only has to be safe: the deadline ignores the reserve kept for later moves.
            long clock = position.sideToMove() == Piece.WHITE ? wtime : btime;
            long ownTime = clock > 0 ? Math.max(1, clock - moveOverheadMs) : 0;
            if (moveTime > 0) {
                deadline = moveTime;
            }
            if (ownTime > 0) {
                // A backstop behind the search's own time manager: a quarter of the clock always stays, because
                // a loaded machine or a slow GUI can eat a surprising part of the rest.
                long cap = Math.max(1, ownTime * 3 / 4);
                deadline = deadline > 0 ? Math.min(deadline, cap) : cap;
            }
        }
        return new Request(limits, deadline, report);
    }

    /**
     * Clock time the search must not see. Every move costs the Move Overhead on top of the thinking time, and in a
     * sudden-death game that cost recurs on every move still to come: unless the increment pays for it, it is
     * reserved for each move up to the next time control (at most {@link #RESERVE_HORIZON}), as Stockfish does.
     * Without this a constant latency between engine and GUI drains the clock however little the search spends.
     */
    static long reserve(long overheadMs, long incrementMs, int horizon) {
        return overheadMs + Math.max(0, overheadMs - incrementMs) * (horizon - 1);
    }

    /** The validation's notes, said as the go command's. */
    private static void moveNotes(List<String> notes, List<String> report) {
        for (String note : notes) {
            report.add("go: " + note);
        }
        notes.clear();
    }

    private static int clampToInt(long value) {
        return (int) Math.min(Integer.MAX_VALUE, value);
    }
}
