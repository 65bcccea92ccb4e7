package jamboree.uci;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.bench.report.SearchCommands;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The distributed bench with real JVMs on 127.0.0.1: a bench and two workers give the signature and the report of
 * the same bench in one JVM, also when a worker is killed in the middle of a search.
 */
class ClusterBenchIT {

    /** Small, but with searches long enough (about a second in a cold JVM) for a kill to land in one. */
    private static final List<String> BENCH = List.of("--positions", "2", "--max-processors", "4", "--depth", "4",
            "--no-swamp", "--no-ablations", "--validation", "none");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String aloneSignature;
    private static Path aloneReport;
    private final List<ClusterJvm> jvms = new ArrayList<>();
    private String seed;

    @BeforeAll
    static void runInOneJvm() throws IOException {
        aloneReport = Files.createTempDirectory("jamboree-alone");
        List<String> args = new ArrayList<>(List.of("bench"));
        args.addAll(BENCH);
        args.addAll(List.of("--out", aloneReport.toString()));
        StringWriter out = new StringWriter();
        CommandLine line = new CommandLine(new Main());
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(new StringWriter(), true));
        assertEquals(0, line.execute(args.toArray(String[]::new)));
        String[] lines = out.toString().strip().split("\n");
        aloneSignature = lines[lines.length - 1];
    }

    @AfterEach
    void stopEveryJvm() throws InterruptedException {
        for (ClusterJvm jvm : jvms) {
            jvm.close();
        }
    }

    private ClusterJvm start(String... args) throws IOException {
        ClusterJvm jvm = ClusterJvm.start(args);
        jvms.add(jvm);
        return jvm;
    }

    /** Starts the bench as the seed of a cluster of three, waiting for two workers to {@link #join}. */
    private ClusterJvm startBench(Path out) throws Exception {
        seed = "127.0.0.1:" + freePort();
        List<String> args = new ArrayList<>(List.of("bench", "--cluster", seed, "--cluster-members", "3",
                "--cluster-wait", "120", "--jobs", "1", "--out", out.toString()));
        args.addAll(BENCH);
        ClusterJvm bench = start(args.toArray(String[]::new));
        assertTrue(bench.awaitErr("waiting for 3 members", 120), bench.errText());
        return bench;
    }

    /** Starts a worker joining the bench, one search at a time. */
    private ClusterJvm join() throws IOException {
        return start("worker", "--join", seed, "--jobs", "1");
    }

    @Test
    void threeMembersGiveTheSignatureAndTheReportOfOneJvm() throws Exception {
        Path out = Files.createTempDirectory("jamboree-cluster");
        ClusterJvm bench = startBench(out);
        join();
        join();
        assertEquals(0, bench.await(150), bench.errText());

        List<String> lines = bench.out();
        assertEquals(aloneSignature, lines.get(lines.size() - 1));
        assertSameReport(out);
        JsonNode members = JSON.readTree(out.resolve("report.json").toFile()).path("cluster").path("members");
        assertEquals(3, members.size(), members.toString());
        int searches = 0;
        for (JsonNode m : members) {
            assertTrue(m.path("searches").asInt() >= 1, "every member ran a search: " + members);
            assertTrue(m.path("host").asText().matches(".*, \\d+ cores?[,;] .*"),
                    "every member names its host: " + members);
            searches += m.path("searches").asInt();
        }
        assertTrue(searches >= 7, "6 searches and the profiled one, each taken once at least: " + members);
        String page = Files.readString(out.resolve("index.html"));
        int said = page.indexOf("<p>Cluster: 3 members");
        assertTrue(said >= 0 && said < page.indexOf("<nav>"), "the cluster's line opens the page, before its contents");
        assertTrue(page.indexOf(" Hosts: ", said) > said && page.indexOf(" Hosts: ", said) < page.indexOf("<nav>"),
                "and names the members' hosts");
    }

    @Test
    void aWorkerKilledInASearchLosesNothing() throws Exception {
        Path out = Files.createTempDirectory("jamboree-cluster-kill");
        ClusterJvm bench = startBench(out);
        join();
        ClusterJvm victim = join();
        assertTrue(victim.awaitErr("jamboree worker: running", 120), victim.errText());
        victim.kill();
        long killedAt = System.currentTimeMillis();
        assertEquals(0, bench.await(150), bench.errText());

        List<String> lines = bench.out();
        assertEquals(aloneSignature, lines.get(lines.size() - 1));
        assertSameReport(out);
        JsonNode cluster = JSON.readTree(out.resolve("report.json").toFile()).path("cluster");
        JsonNode loss = cluster.path("losses").path(0);
        assertTrue(loss.path("searchesGivenBack").asInt() >= 1, cluster.toString());
        JsonNode reassigned = cluster.path("reassignments");
        assertTrue(reassigned.size() >= 1, cluster.toString());
        assertEquals(loss.path("member").asText(), reassigned.path(0).path("from").asText());
        assertTrue(bench.errText().contains("reassigned from " + loss.path("member").asText()), bench.errText());
        assertTrue(Files.readString(out.resolve("index.html")).contains("reassigned"));
        double detected = (loss.path("atEpochMillis").asLong() - killedAt) / 1000.0;
        double resent = reassigned.path(0).path("resentAtSeconds").asDouble() - loss.path("atSeconds").asDouble();
        System.out.printf(Locale.ROOT, "cluster bench: worker killed; noticed %.1f s later, its search resent"
                + " %.3f s after that%n", detected, resent);
    }

    /**
     * Every CSV, the metrics and report.json (but the host time and the cluster's own section) as in one JVM; the
     * host's costs with the same groups of searches, timed by the members.
     */
    private static void assertSameReport(Path out) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(aloneReport)) {
            // The host's costs differ in their times (below).
            files = s.filter(p -> p.toString().endsWith(".csv") && !p.endsWith("host-costs.csv")).sorted().toList();
        }
        assertTrue(!files.isEmpty());
        for (Path alone : files) {
            assertEquals(Files.readString(alone), Files.readString(out.resolve(alone.getFileName())),
                    alone.getFileName().toString());
        }
        // The same searches, so the same commands that make them again (below the header, which gives each bench
        // JVM's own heap).
        String aloneCommands = Files.readString(aloneReport.resolve(SearchCommands.FILE));
        String clusterCommands = Files.readString(out.resolve(SearchCommands.FILE));
        assertEquals(aloneCommands.substring(aloneCommands.indexOf("\n\n")),
                clusterCommands.substring(clusterCommands.indexOf("\n\n")));
        ObjectNode a = (ObjectNode) JSON.readTree(aloneReport.resolve("report.json").toFile());
        ObjectNode c = (ObjectNode) JSON.readTree(out.resolve("report.json").toFile());
        JsonNode cluster = c.remove("cluster");
        assertTrue(a.path("run").has("hostCosts") && c.path("run").has("hostCosts"),
                "one JVM times its searches, and a cluster's members time theirs: " + c.path("run"));
        List<String> aloneCosts = Files.readAllLines(aloneReport.resolve("host-costs.csv"));
        List<String> clusterCosts = Files.readAllLines(out.resolve("host-costs.csv"));
        assertEquals(aloneCosts.size(), clusterCosts.size(), clusterCosts.toString());
        for (int i = 1; i < aloneCosts.size(); i++) {
            // suite, configuration, P, searches, host seconds, positions: the same groups and positions, other times.
            List<String> one = List.of(aloneCosts.get(i).split(","));
            List<String> many = List.of(clusterCosts.get(i).split(","));
            assertEquals(one.subList(0, 4), many.subList(0, 4), clusterCosts.get(i));
            assertEquals(one.get(5), many.get(5), clusterCosts.get(i));
            assertTrue(Double.parseDouble(many.get(4)) > 0, clusterCosts.get(i));
        }
        // Every search made by a member, named by the host the member described, and by this JVM's host alone.
        Set<String> memberHosts = new HashSet<>();
        cluster.path("members").forEach(m -> memberHosts.add(m.path("host").asText()));
        int searches = 0;
        for (JsonNode h : c.path("run").path("searchHosts")) {
            assertTrue(memberHosts.contains(h.path("host").asText()), h + " is a member's host: " + memberHosts);
            searches += h.path("searches").asInt();
        }
        JsonNode alone = a.path("run").path("searchHosts");
        assertEquals(1, alone.size(), "one JVM made every search alone: " + alone);
        assertEquals(alone.path(0).path("searches").asInt(), searches, "the cluster made as many");
        ((ObjectNode) a.path("run")).remove(List.of("hostSeconds", "host", "hostCosts", "searchHosts"));
        ((ObjectNode) c.path("run")).remove(List.of("hostSeconds", "host", "hostCosts", "searchHosts"));
        assertEquals(a, c);
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
