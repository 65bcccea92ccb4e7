package jamboree.uci.protocol;

import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Short self-play games under clocks of each kind. How close the engine comes to its flag depends on the load of
 * the machine, so the margins are printed, not asserted ({@code jamboree uci time-check} measures them properly);
 * the test checks that games under every kind of control are played to the end with legal moves.
 */
class TimeControlTest {

    private static void playAndReport(TimeControlProbe.Control control, int plies) throws InterruptedException {
        TimeControlProbe.Result result = TimeControlProbe.play(new SerialEngineFactory(), control, plies);
        System.out.println(control.name() + ", " + result.plies() + " plies: lowest clock left " + result.lowestMs()
                + " ms, longest move " + result.longestMs() + " ms, flag falls " + result.flagFalls());
        assertTrue(result.plies() > 0, "moves were played");
        assertTrue(result.longestMs() < 60_000, "every move came");
    }

    @Test
    void suddenDeath() throws InterruptedException {
        playAndReport(new TimeControlProbe.Control("sudden death 2 s", 2000, 0, 0), 30);
    }

    @Test
    void increment() throws InterruptedException {
        playAndReport(new TimeControlProbe.Control("0.5 s + 0.05 s", 500, 50, 0), 30);
    }

    @Test
    void movesToGo() throws InterruptedException {
        playAndReport(new TimeControlProbe.Control("1 s per 4 moves", 1000, 0, 4), 16);
    }
}
