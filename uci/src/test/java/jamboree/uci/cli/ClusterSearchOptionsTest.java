package jamboree.uci.cli;

import com.typesafe.config.ConfigFactory;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.nodes.ClusterNodeSettings;
import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The options of {@code search --machine cluster} and {@code cluster-probe}, turned into the member's settings. */
class ClusterSearchOptionsTest {

    private static ClusterSearchOptions options(String listen, String join, Integer members, Integer wait) {
        ClusterSearchOptions o = new ClusterSearchOptions();
        o.listen = listen;
        o.join = join;
        o.members = members;
        o.waitSeconds = wait;
        return o;
    }

    @Test
    void listeningMakesThisMemberTheSeedAtThatAddress() {
        MachineConfig c = options("127.0.0.1:25999", null, 3, 20).applyTo(MachineConfig.load());
        ClusterSettings s = ClusterSettings.from(c.raw());
        assertEquals("127.0.0.1", s.host());
        assertEquals(25999, s.port());
        assertEquals(List.of(), s.seedNodes());
        ClusterNodeSettings n = ClusterNodeSettings.from(c.raw());
        assertEquals(3, n.awaitMembers());
        assertEquals(Duration.ofSeconds(20), n.awaitTimeout());
    }

    @Test
    void joiningNamesTheSeedAndKeepsAFreePort() {
        MachineConfig c = options(null, "127.0.0.1:2552", null, null).applyTo(MachineConfig.load(), 2);
        ClusterSettings s = ClusterSettings.from(c.raw());
        assertEquals(List.of("127.0.0.1:2552"), s.seedNodes());
        assertEquals(0, s.port());
        assertEquals(2, ClusterNodeSettings.from(c.raw()).awaitMembers());
        assertEquals(Duration.ofSeconds(60), ClusterNodeSettings.from(c.raw()).awaitTimeout());
    }

    @Test
    void withoutOptionsTheMachineWaitsForNobody() {
        ClusterSearchOptions none = options(null, null, null, null);
        assertFalse(none.given());
        assertEquals(1, ClusterNodeSettings.from(none.applyTo(MachineConfig.load()).raw()).awaitMembers());
        assertEquals(1, ClusterNodeSettings.from(ConfigFactory.empty()).awaitMembers());
    }

    @Test
    void badOptionsAreRefusedWithTheReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> options("127.0.0.1:1", "127.0.0.1:2", null,
                null).applyTo(MachineConfig.load())).getMessage().contains("give one of them"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> options(null, "nohost", null, null)
                .applyTo(MachineConfig.load())).getMessage().contains("HOST:PORT"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> options(null, null, 0, null)
                .applyTo(MachineConfig.load())).getMessage().contains("--cluster-members must be at least 1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> options(null, null, null, 0)
                .applyTo(MachineConfig.load())).getMessage().contains("--cluster-wait must be at least 1"));
    }

    @Test
    void theSearchCommandRefusesClusterOptionsOnAnotherMachine() {
        CommandRun run = CommandRun.of("search", "--machine", "native", "--depth", "2", "--join", "127.0.0.1:2552");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("need --machine cluster"), run.err());
        CommandRun both = CommandRun.of("search", "--machine", "cluster", "--depth", "2", "--join", "127.0.0.1:2552",
                "--cluster", "127.0.0.1:2553");
        assertEquals(2, both.code(), both.err());
        assertTrue(both.err().contains("give one of them"), both.err());
    }
}
