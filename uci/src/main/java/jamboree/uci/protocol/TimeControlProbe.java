package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.uci.engine.EngineFactory;

import java.util.ArrayList;
import java.util.List;

/**
 * Self-play under real clocks, kept the way a GUI keeps them: the time from sending {@code go} to reading
 * {@code bestmove} is charged to the side to move. Says how close the engine came to losing on time; a busy
 * machine makes the margins smaller, which is why this is a measurement and not a unit test.
 */
public final class TimeControlProbe {

    /**
     * A time control: {@code startMs} on each clock, {@code incrementMs} per move, and, when
     * {@code movesPerControl} is positive, {@code startMs} more every that many moves.
     */
    public record Control(String name, long startMs, long incrementMs, int movesPerControl) {
    }

    /**
     * @param plies       moves played (fewer when the game ended)
     * @param lowestMs    the lowest clock either side had left right after a move
     * @param flagFalls   moves after which a clock was at or below zero
     * @param longestMs   the longest single move
     */
    public record Result(Control control, int plies, long lowestMs, int flagFalls, long longestMs) {
    }

    private TimeControlProbe() {
    }

    public static Result play(EngineFactory factory, Control control, int maxPlies) throws InterruptedException {
        try (InProcessConnection uci = new InProcessConnection(c -> new UciLoop(c.in(), c.out(), factory), l -> { })) {
            uci.send("uci");
            expect(uci, "uciok");
            uci.send("ucinewgame");
            uci.send("isready");
            expect(uci, "readyok");
            long[] clock = {control.startMs(), control.startMs()};
            long lowest = Long.MAX_VALUE;
            long longest = 0;
            int flagFalls = 0;
            Position game = Position.startPosition();
            List<String> moves = new ArrayList<>();
            int ply = 0;
            for (; ply < maxPlies && MoveGenerator.hasLegalMove(game); ply++) {
                int side = ply % 2;
                int perControl = control.movesPerControl();
                int movesToGo = perControl == 0 ? 0 : perControl - (ply / 2) % perControl;
                uci.send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
                long sent = System.nanoTime();
                uci.send("go wtime " + clock[0] + " btime " + clock[1] + " winc " + control.incrementMs() + " binc "
                        + control.incrementMs() + (movesToGo > 0 ? " movestogo " + movesToGo : ""));
                String bestMove = expect(uci, "bestmove");
                long used = (System.nanoTime() - sent) / 1_000_000;
                longest = Math.max(longest, used);
                clock[side] -= used;
                if (clock[side] <= 0) {
                    flagFalls++;
                    clock[side] = 1;
                }
                lowest = Math.min(lowest, clock[side]);
                clock[side] += control.incrementMs();
                if (perControl > 0 && side == 1 && movesToGo == 1) {
                    clock[0] += control.startMs();
                    clock[1] += control.startMs();
                }
                String move = bestMove.split(" ")[1];
                game.makeMove(UciMoves.parse(game, move));
                moves.add(move);
            }
            return new Result(control, ply, lowest, flagFalls, longest);
        }
    }

    private static String expect(InProcessConnection uci, String prefix) throws InterruptedException {
        while (true) {
            String line = uci.poll(120_000);
            if (line == null) {
                throw new IllegalStateException("no '" + prefix + "' from the engine within 120 s");
            }
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }
}
