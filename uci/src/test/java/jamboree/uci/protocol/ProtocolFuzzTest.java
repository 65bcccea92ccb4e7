package jamboree.uci.protocol;

import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded random protocol sessions against the real UCI loop, in memory (see {@link FuzzSession} for what each
 * session does and checks). Bounded in time: sessions start until the budget is spent, so a slow host runs fewer of
 * them, never longer. The seed of a failing session is in the failure.
 */
class ProtocolFuzzTest {
    private static final long BUDGET_MS = 30_000;
    private static final long FIRST_SEED = 20_260_001;

    @Test
    void randomSessionsGetOneLegalBestmovePerGoAndOneReadyokPerIsready() throws Exception {
        long end = System.currentTimeMillis() + BUDGET_MS;
        FuzzSession.Counts total = new FuzzSession.Counts(0, 0, 0);
        int sessions = 0;
        for (long seed = FIRST_SEED; sessions < 3 || System.currentTimeMillis() < end; seed++) {
            total = total.plus(runSession(seed));
            sessions++;
        }
        System.out.printf(Locale.ROOT, "protocol fuzz: %d sessions, %d lines, %d go, %d isready, 0 failures%n",
                sessions, total.lines(), total.goCommands(), total.isreadyCommands());
        assertTrue(total.goCommands() > 0 && total.isreadyCommands() > sessions);
    }

    @Test
    void aLineOfNulBytesThenIsreadyIsAnsweredOnce() throws Exception {
        try (UciDriver uci = new UciDriver(new SerialEngineFactory())) {
            uci.send("\0\0\0\0\0\0");
            uci.send("isready");
            uci.send("\0\0\0isready");
            uci.send("isready\0isready");
            uci.send("\0");
            uci.send("isready");
            uci.until("readyok");
            uci.until("readyok");
            uci.until("readyok");
            uci.until("readyok");
            assertTrue(uci.drain(java.time.Duration.ofMillis(300)).stream().noneMatch(l -> l.equals("readyok")),
                    "four isready, four readyok:\n" + uci.transcript());
        }
    }

    private static FuzzSession.Counts runSession(long seed) throws InterruptedException {
        try (InProcessConnection connection = new InProcessConnection(
                c -> new UciLoop(c.in(), c.out(), new SerialEngineFactory()), line -> { })) {
            FuzzSession session = new FuzzSession(seed, new FuzzSession.Link() {
                @Override
                public void send(String line) {
                    connection.send(line);
                }

                @Override
                public String poll(long millis) throws InterruptedException {
                    return connection.poll(millis);
                }
            });
            FuzzSession.Counts counts;
            try {
                counts = session.run(40);
            } catch (AssertionError e) {
                throw new AssertionError("session of seed " + seed + ": " + e.getMessage(), e);
            }
            connection.send("quit");
            assertTrue(connection.awaitExit(15_000), "the loop ends at quit (seed " + seed + ")");
            return counts;
        }
    }
}
