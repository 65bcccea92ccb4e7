package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Self-play games under real clocks, kept by the test as a GUI keeps them (the time from sending {@code go} to
 * reading {@code bestmove} is charged to the side to move): the engine must never run out of time. The clocks
 * are short so that the games fit in a few seconds, but not so short that a busy machine decides the result.
 */
class TimeControlTest {
    private final UciDriver uci = new UciDriver(new SerialEngineFactory());

    @AfterEach
    void quit() throws InterruptedException {
        uci.close();
    }

    /** Plays {@code plies} moves; returns the lowest clock either side had left after a move, in ms. */
    private long play(int plies, long startMs, long incrementMs, int movesPerControl) {
        uci.send("ucinewgame");
        uci.send("isready");
        uci.until("readyok");
        long[] clock = {startMs, startMs};
        long lowest = Long.MAX_VALUE;
        Position game = Position.startPosition();
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < plies && MoveGenerator.hasLegalMove(game); ply++) {
            int side = ply % 2;
            int movesToGo = movesPerControl == 0 ? 0 : movesPerControl - (ply / 2) % movesPerControl;
            uci.send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
            long sent = System.nanoTime();
            uci.send("go wtime " + clock[0] + " btime " + clock[1] + " winc " + incrementMs + " binc " + incrementMs
                    + (movesToGo > 0 ? " movestogo " + movesToGo : ""));
            List<String> answer = uci.until("bestmove");
            long used = (System.nanoTime() - sent) / 1_000_000;
            clock[side] -= used;
            assertTrue(clock[side] > 0, "flag fell at ply " + ply + " after " + used + " ms; conversation:\n"
                    + uci.transcript());
            lowest = Math.min(lowest, clock[side]);
            clock[side] += incrementMs;
            if (movesPerControl > 0 && side == 1 && movesToGo == 1) {
                clock[0] += startMs;
                clock[1] += startMs;
            }
            String move = answer.get(answer.size() - 1).split(" ")[1];
            game.makeMove(UciMoves.parse(game, move));
            moves.add(move);
        }
        return lowest;
    }

    @Test
    void suddenDeath() {
        long lowest = play(40, 3000, 0, 0);
        System.out.println("sudden death 3 s, 40 plies: lowest clock left " + lowest + " ms");
    }

    @Test
    void increment() {
        long lowest = play(40, 1000, 100, 0);
        System.out.println("1 s + 0.1 s, 40 plies: lowest clock left " + lowest + " ms");
    }

    @Test
    void movesToGo() {
        long lowest = play(16, 2000, 0, 4);
        System.out.println("2 s per 4 moves, 16 plies: lowest clock left " + lowest + " ms");
    }
}
