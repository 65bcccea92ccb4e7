package jamboree.machine.cluster.nodes;

import com.typesafe.config.ConfigFactory;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.testkit.typed.javadsl.TestProbe;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A coordinating cluster machine and one member hosting nodes, in one JVM over loopback. */
class ClusterMachineTest {

    private static final AtomicInteger HOSTED = new AtomicInteger();
    private static ClusterMember host;
    private static ClusterMachine machine;

    @BeforeAll
    static void start() {
        ProgramResolver counting = (d, id, size) -> {
            HOSTED.incrementAndGet();
            return RingProgram.resolver().resolve(d, id, size);
        };
        host = ClusterMember.start(ClusterSettings.load().withPort(0),
                List.of(NodeHost.service(counting, MachineConfig.load())));
        machine = new ClusterMachine(MachineConfig.from(ConfigFactory.parseString(
                "jamboree.cluster.seed-nodes = [\"" + host.hostPort() + "\"]\n"
                        + "jamboree.cluster.nodes.await-members = 2").withFallback(ConfigFactory.load())));
    }

    @AfterAll
    static void stop() {
        if (machine != null) {
            machine.close();
        }
        if (host != null) {
            host.close();
        }
    }

    private static ProgramFactory ring(int laps) {
        return RemoteProgramFactory.of(new RingProgram.Laps(laps), (id, size) -> new RingProgram(laps));
    }

    @Test
    void aTokenGoesRoundNodesOnTwoMembers() {
        assertEquals(2, machine.members());
        int before = HOSTED.get();
        MachineReport report = machine.run(5, ring(3), Long.MAX_VALUE);
        // Nodes 1 and 3 live on the other member; 0, 2 and 4 here.
        assertEquals(2, HOSTED.get() - before);
        assertTrue(report.halted());
        int tokens = 0;
        for (int i = 0; i < 5; i++) {
            RingProgram.Seen seen = report.result(i, RingProgram.Seen.class);
            assertEquals(3, seen.tokens(), "node " + i);
            tokens += seen.tokens();
        }
        assertEquals(15, tokens);
        assertEquals(15, report.result(0, RingProgram.Seen.class).lastHops());
        assertEquals(15, report.messagesSent());
        assertEquals(15, report.messagesReceived());
    }

    @Test
    void aStopSignalEndsARunWhoseTokenIsOnAnotherMember() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
            stop.set(true);
        });
        stopper.start();
        long start = System.nanoTime();
        // A million laps would take minutes: the run ends because of the stop.
        MachineReport report = machine.run(4, RemoteProgramFactory.of(new RingProgram.Laps(1_000_000),
                (id, size) -> new RingProgram(1_000_000), stop::get), Long.MAX_VALUE);
        stopper.join();
        assertTrue(report.halted());
        assertTrue(System.nanoTime() - start < 20_000_000_000L, "the stop took too long");
        assertTrue(report.result(0, RingProgram.Seen.class).lastHops() < 4_000_000);
    }

    @Test
    void aFactoryThatCannotDescribeItselfRunsEveryNodeHere() {
        int before = HOSTED.get();
        MachineReport report = machine.run(3, (id, size) -> new RingProgram(2), Long.MAX_VALUE);
        assertEquals(before, HOSTED.get());
        assertEquals(2, report.result(0, RingProgram.Seen.class).tokens());
    }

    @Test
    void aHostRefusesAForeignDescriptionAndGoesOnServing() {
        PayloadCodec codec = new PayloadCodec(machine.member().system().classicSystem());
        TestProbe<RunControl.Command> control = TestProbe.create(machine.member().system());
        List<org.apache.pekko.actor.typed.ActorRef<NodeHost.Command>> hosts = machine.usableHosts();
        assertEquals(1, hosts.size());
        Payload good = codec.encode(new RingProgram.Laps(1));
        Payload foreign = new Payload(good.serializerId(), "java.lang.ProcessBuilder", good.bytes());
        hosts.get(0).tell(new NodeHost.HostNodes(new RunParameters(99, 2, 1, 33_000_000), new int[] {1}, foreign,
                control.ref()));
        RunControl.HostFailed failed = control.expectMessageClass(RunControl.HostFailed.class, Duration.ofSeconds(10));
        assertTrue(failed.error().contains("java.lang.ProcessBuilder"), failed.error());
        // The host is still there: the next run uses it.
        int before = HOSTED.get();
        machine.run(4, ring(1), Long.MAX_VALUE);
        assertEquals(2, HOSTED.get() - before);
    }
}
