package jamboree.uci;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cluster machine with real JVMs on 127.0.0.1: a searching member and two workers hosting nodes. The strict
 * profile finds the serial score; a worker killed in the middle of a search still leaves a legal best move, and the
 * next search runs on the members left. Garbage sent to a member's port changes nothing.
 */
class ClusterMachineIT {

    /** Three positions as EPD: the opening, a tactical middlegame (Kiwipete) and a rook ending. */
    private static final List<String> POSITIONS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"start\";",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - id \"kiwipete\";",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - id \"rook ending\";");

    private final List<ClusterJvm> jvms = new ArrayList<>();
    private LauncherProcess engine;
    /** Every line the engine wrote, for a failure's message: a cluster that did not form says why only there. */
    private final List<String> engineSaid = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stopEveryJvm() throws InterruptedException {
        if (engine != null) {
            engine.process().destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        for (ClusterJvm jvm : jvms) {
            jvm.close();
        }
    }

    private ClusterJvm start(String... args) throws IOException {
        ClusterJvm jvm = ClusterJvm.start(args);
        jvms.add(jvm);
        return jvm;
    }

    @Test
    void strictScoresOnThreeJvmsEqualTheSerialScores() throws Exception {
        int port = freePort();
        Path epd = Files.createTempFile("cluster-positions", ".epd");
        Files.writeString(epd, String.join("\n", POSITIONS) + "\n");
        ClusterJvm search = start("search", "--machine", "cluster", "--cluster", "127.0.0.1:" + port,
                "--cluster-members", "3", "--cluster-wait", "60", "--threads", "6", "--profile", "strict",
                "--depth", "3", "--epd", epd.toString(), "--compare-serial");
        assertTrue(garbageTo(port, 60), "the searching member never listened at " + port);
        int workerPort = freePort();
        ClusterJvm first = start("worker", "--join", "127.0.0.1:" + port, "--port", "" + workerPort, "--jobs", "1");
        assertTrue(first.awaitErr("joined the cluster", 60), first.errText());
        assertTrue(garbageTo(workerPort, 10), "the worker does not listen at " + workerPort);
        start("worker", "--join", "127.0.0.1:" + port, "--jobs", "1");
        assertTrue(search.awaitErr("over 3 members", 60), search.errText());
        assertEquals(0, search.await(60), search.errText());
        List<String> out = search.out();
        List<String> lines = out.stream().filter(l -> l.contains("| serial W")).toList();
        assertEquals(3, lines.size(), String.join("\n", out));
        for (String line : lines) {
            assertTrue(!line.contains("SCORE DIFFERS"), line);
        }
        assertTrue(out.stream().anyMatch(l -> l.contains("scores differing 0")), String.join("\n", out));
    }

    @Test
    void aWorkerKilledMidSearchStillLeavesALegalBestMove() throws Exception {
        int port = freePort();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        engine = LauncherProcess.start("-Xmx512m -XX:+UseSerialGC -Djamboree.cluster.port=" + port
                + " -Djamboree.cluster.nodes.await-members=3", line -> {
                    engineSaid.add(line);
                    lines.add(line);
                });
        OutputStream in = engine.process().getOutputStream();
        // isready starts the engine's member, which waits for the two workers (they retry until it listens).
        send(in, "uci", "setoption name Machine value Cluster", "setoption name Threads value 6",
                "setoption name Profile value strict", "isready");
        start("worker", "--join", "127.0.0.1:" + port, "--jobs", "1");
        ClusterJvm doomed = start("worker", "--join", "127.0.0.1:" + port, "--jobs", "1");
        assertNotNull(await(lines, l -> l.equals("readyok"), 90), () -> "no readyok\n" + transcript());
        send(in, "position startpos", "go depth 40");
        assertNotNull(await(lines, l -> l.contains("over 3 members"), 30),
                () -> "the search never ran on 3 members\n" + transcript());
        assertNotNull(await(lines, l -> l.startsWith("info depth 3"), 60), () -> "no depth 3\n" + transcript());
        doomed.kill();
        String lost = await(lines, l -> l.contains("became unreachable") || l.contains("left the cluster"), 30);
        assertNotNull(lost, () -> "the engine never said the member was lost\n" + transcript());
        String best = await(lines, l -> l.startsWith("bestmove"), 30);
        assertNotNull(best, () -> "no bestmove after the member was lost\n" + transcript());
        assertLegal(Fen.START, best);
        // The next search runs on the two members left.
        send(in, "position startpos moves e2e4", "go depth 3");
        assertNotNull(await(lines, l -> l.contains("over 2 members"), 30),
                () -> "the next search did not say so\n" + transcript());
        String next = await(lines, l -> l.startsWith("bestmove"), 60);
        assertNotNull(next, () -> "no bestmove from the next search\n" + transcript());
        Position afterE4 = Fen.parse(Fen.START);
        afterE4.makeMove(UciMoves.parse(afterE4, "e2e4"));
        assertLegal(Fen.format(afterE4), next);
        send(in, "quit");
    }

    /** What the engine and the workers said, the engine's last lines and the workers' standard error. */
    private String transcript() {
        StringBuilder b = new StringBuilder("the engine said:\n");
        synchronized (engineSaid) {
            engineSaid.subList(Math.max(0, engineSaid.size() - 60), engineSaid.size())
                    .forEach(l -> b.append("  ").append(l).append('\n'));
        }
        for (int i = 0; i < jvms.size(); i++) {
            List<String> said = List.of(jvms.get(i).errText().split("\n"));
            b.append("worker ").append(i + 1).append(" said (its last lines):\n");
            said.subList(Math.max(0, said.size() - 40), said.size())
                    .forEach(l -> b.append("  ").append(l).append('\n'));
        }
        return b.toString();
    }

    private static void assertLegal(String fen, String bestmoveLine) {
        String move = bestmoveLine.split(" ")[1];
        Position position = Fen.parse(fen);
        int parsed = UciMoves.parse(position, move);
        assertNotEquals(Move.NONE, parsed, bestmoveLine);
        assertTrue(position.isLegal(parsed), bestmoveLine);
    }

    private static void send(OutputStream in, String... commands) throws IOException {
        for (String c : commands) {
            in.write((c + "\n").getBytes(StandardCharsets.UTF_8));
        }
        in.flush();
    }

    private static String await(BlockingQueue<String> lines, Predicate<String> wanted, long seconds)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            String line = lines.poll(100, TimeUnit.MILLISECONDS);
            if (line != null && wanted.test(line)) {
                return line;
            }
        }
        return null;
    }

    /** Sends bytes that are no Artery frame to {@code port} once something listens there; false if nothing did. */
    private static boolean garbageTo(int port, long seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                s.getOutputStream().write("GET / HTTP/1.0\r\n\r\n\u0000\u00ff not artery"
                        .getBytes(StandardCharsets.ISO_8859_1));
                s.getOutputStream().flush();
                return true;
            } catch (IOException e) {
                Thread.sleep(100);
            }
        }
        return false;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
