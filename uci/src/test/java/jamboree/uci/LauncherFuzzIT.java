package jamboree.uci;

import jamboree.uci.protocol.FuzzSession;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A fuzz session through the real launcher, over the process's pipes: bytes that are not UTF-8 and NUL bytes first
 * (an in-memory connection carries only text), then a seeded {@link FuzzSession}. The process must answer every
 * isready once, write nothing but protocol on stdout, and exit cleanly at quit.
 */
class LauncherFuzzIT {
    /** First use may build the whole project. */
    private static final long FIRST_ANSWER_MS = TimeUnit.MINUTES.toMillis(10);

    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    @Test
    void aFuzzSessionThroughTheLauncher() throws Exception {
        LauncherProcess launched = LauncherProcess.start("-Xss64m -Xmx768m -XX:+UseSerialGC", lines::add);
        Process engine = launched.process();
        Path stderr = launched.stderr();
        OutputStream toEngine = engine.getOutputStream();
        try {
            toEngine.write(new byte[] {(byte) 0xff, (byte) 0xfe, 'x', (byte) 0xc3, '\n', 0, 0, 0, 0, '\n'});
            toEngine.write("isready\n".getBytes(StandardCharsets.US_ASCII));
            toEngine.flush();
            String line;
            do {
                line = lines.poll(FIRST_ANSWER_MS, TimeUnit.MILLISECONDS);
                assertNotNull(line, "no readyok; stderr:\n" + Files.readString(stderr));
                assertTrue(jamboree.uci.protocol.ProtocolLine.isProtocol(line), "not protocol: " + line);
            } while (!line.equals("readyok"));
            assertEquals(null, lines.poll(500, TimeUnit.MILLISECONDS), "one readyok for one isready");

            FuzzSession session = new FuzzSession(424_242, new FuzzSession.Link() {
                @Override
                public void send(String text) {
                    try {
                        toEngine.write((text + "\n").getBytes(StandardCharsets.UTF_8));
                        toEngine.flush();
                    } catch (IOException e) {
                        throw new AssertionError("the engine's stdin closed: the process died", e);
                    }
                }

                @Override
                public String poll(long millis) throws InterruptedException {
                    return lines.poll(millis, TimeUnit.MILLISECONDS);
                }
            });
            FuzzSession.Counts counts = session.run(150);
            System.out.printf(Locale.ROOT, "launcher fuzz: %d lines, %d go, %d isready, 0 failures%n", counts.lines(),
                    counts.goCommands(), counts.isreadyCommands());
            toEngine.write("quit\n".getBytes(StandardCharsets.US_ASCII));
            toEngine.flush();
            assertTrue(engine.waitFor(30, TimeUnit.SECONDS), "engine exits after quit");
            assertEquals(0, engine.exitValue());
        } finally {
            engine.destroyForcibly();
        }
    }
}
