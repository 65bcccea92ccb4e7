package jamboree.uci.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad cluster options are refused with a clear message and exit code 2, before anything starts. */
class ClusterOptionsTest {

    @Test
    void benchRefusesAClusterAddressWithoutAPort() {
        CommandRun run = CommandRun.of("bench", "--cluster", "127.0.0.1", "--positions", "1", "--no-swamp");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("a seed node is HOST:PORT, got '127.0.0.1'"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void benchRefusesClusterMembersWithoutACluster() {
        CommandRun run = CommandRun.of("bench", "--cluster-members", "3", "--positions", "1", "--no-swamp");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--cluster-members needs --cluster"), run.err());
    }

    @Test
    void benchRefusesTooFewMembers() {
        CommandRun run = CommandRun.of("bench", "--cluster", "127.0.0.1:25999", "--cluster-members", "0");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--cluster-members must be at least 1, got 0"), run.err());
    }

    @Test
    void workerRefusesABadSeedAndBadJobs() {
        CommandRun noPort = CommandRun.of("worker", "--join", "somewhere");
        assertEquals(2, noPort.code(), noPort.err());
        assertTrue(noPort.err().contains("a seed node is HOST:PORT, got 'somewhere'"), noPort.err());
        CommandRun noJobs = CommandRun.of("worker", "--join", "127.0.0.1:25999", "--jobs", "0");
        assertEquals(2, noJobs.code(), noJobs.err());
        assertTrue(noJobs.err().contains("--jobs must be at least 1, got 0"), noJobs.err());
        CommandRun badPort = CommandRun.of("worker", "--join", "127.0.0.1:25999", "--port", "70000");
        assertEquals(2, badPort.code(), badPort.err());
        assertTrue(badPort.err().contains("jamboree.cluster.port must be between 0 and 65535, got 70000"),
                badPort.err());
    }
}
