package jamboree.machine.sim;

import jamboree.machine.MachineException;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.accounting.UtilizationTimeline;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.AnswersProgram;
import jamboree.machine.programs.RouterDoneProgram;
import jamboree.machine.programs.StormProgram;
import jamboree.machine.programs.TestActivity;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimulatedMachineTest {

    /**
     * Without routing jitter, so that times can be checked to the cycle; on two host threads, so that runs of more
     * than one node go through the actors (one thread runs them on the caller's, as {@code ConductorTest} checks).
     */
    private static final MachineConfig EXACT = MachineConfig.load().with("network.latency-jitter-cycles", 0)
            .withSimulationThreads(2);
    private static SimulatedMachine machine;

    @BeforeAll
    static void start() {
        machine = new SimulatedMachine(EXACT);
    }

    @AfterAll
    static void stop() {
        machine.close();
    }

    record Note(long value) implements Message {
        @Override
        public int payloadBytes() {
            return 8;
        }
    }

    /** Records when and from whom messages arrive; nodes in {@code senders} send one note to node {@code to}. */
    static final class Recorder implements NodeProgram {
        final List<long[]> arrivals = Collections.synchronizedList(new ArrayList<>());
        private final List<Integer> senders;
        private final int to;

        Recorder(List<Integer> senders, int to) {
            this.senders = senders;
            this.to = to;
        }

        @Override
        public void start(Node node) {
        }

        @Override
        public boolean step(Node node) {
            return false;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
            arrivals.add(new long[] {source, node.now()});
        }
    }

    @Test
    void answersAreExactOnSeveralSizes() {
        for (int p : new int[] {1, 2, 7, 64}) {
            long[][] table = new long[p][AnswersProgram.COLUMNS];
            MachineReport r = machine.run(p, (id, size) -> new AnswersProgram(table, id), Long.MAX_VALUE);
            for (int i = 0; i < p; i++) {
                assertArrayEquals(AnswersProgram.expected(i, p), table[i], "node " + i + " of " + p);
            }
            assertFalse(r.halted());
            assertEquals(2L * p, r.messagesReceived());
        }
    }

    @Test
    void messageTimesFollowTheCostModel() {
        // 37 cycles to send, 99 cycles (3 us) to a neighbour, 22 more per level, 60 to receive.
        long[] seen = new long[2];
        NodeProgram sender = new NodeProgram() {
            @Override
            public void start(Node node) {
                node.send(1, Side.REQUEST, new Note(1));
                node.send(5, Side.REQUEST, new Note(5));
            }

            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        };
        machine.run(16, (id, p) -> id == 0 ? sender : new NodeProgram() {
            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
                seen[node.id() == 1 ? 0 : 1] = node.now();
            }
        }, Long.MAX_VALUE);
        assertEquals(37 + 99 + 60, seen[0]);
        assertEquals(37 + 37 + 121 + 60, seen[1]);
    }

    @Test
    void simultaneousArrivalsQueueInSourceOrder() {
        // Nodes 1, 2 and 3 each send to node 0 at time 0: the link into node 0 carries one 33-cycle packet at a
        // time, and node 0 removes one packet at a time (target collision).
        Recorder receiver = new Recorder(List.of(), 0);
        machine.run(4, (id, p) -> id == 0 ? receiver : new NodeProgram() {
            @Override
            public void start(Node node) {
                node.send(0, Side.REQUEST, new Note(node.id()));
            }

            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE);
        assertEquals(3, receiver.arrivals.size());
        long[] sources = receiver.arrivals.stream().mapToLong(a -> a[0]).toArray();
        long[] times = receiver.arrivals.stream().mapToLong(a -> a[1]).toArray();
        assertArrayEquals(new long[] {1, 2, 3}, sources);
        assertArrayEquals(new long[] {196, 256, 316}, times);
    }

    @Test
    void barrierCompletesOnlyAfterEveryNodeEnteredWhileEarlyNodesKeepWorking() {
        int p = 16;
        long[] entered = new long[p];
        long[] completed = new long[p];
        long[] stepsWhileWaiting = new long[p];
        machine.run(p, (id, size) -> new NodeProgram() {
            long worked;
            boolean inBarrier;

            @Override
            public boolean step(Node node) {
                if (completed[id] > 0) {
                    return false;
                }
                if (inBarrier) {
                    assertFalse(node.barrierCompleted());
                    stepsWhileWaiting[id]++;
                    node.charge(100, TestActivity.CHESS_WORK);
                    return true;
                }
                node.charge(100, TestActivity.CHESS_WORK);
                worked += 100;
                if (worked >= 1000L * (id + 1)) {
                    entered[id] = node.now();
                    inBarrier = true;
                    node.enterBarrier();
                }
                return true;
            }

            @Override
            public void control(Node node, ControlResult result) {
                assertTrue(result instanceof ControlResult.BarrierCompleted);
                assertTrue(node.barrierCompleted());
                completed[id] = node.now();
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE);
        long last = 0;
        for (long e : entered) {
            last = Math.max(last, e);
        }
        long latency = machine.config().control().scaled(machine.config().control().barrier(), 2);
        for (int i = 0; i < p; i++) {
            assertTrue(completed[i] >= last + latency, "node " + i + " passed the barrier early");
            assertTrue(completed[i] <= last + latency + 100 + 7 + 10, "node " + i + " saw the barrier late");
        }
        assertTrue(stepsWhileWaiting[0] > 100, "split phase: node 0 kept working while it waited");
    }

    @Test
    void reductionsAndScansAreExactForRandomInputs() {
        int p = 37;
        Random random = new Random(20260);
        long[] inputs = new long[p];
        for (int i = 0; i < p; i++) {
            inputs[i] = random.nextLong() >> random.nextInt(40);
        }
        ReduceOp[] ops = ReduceOp.values();
        long[][] reduced = new long[p][ops.length];
        long[][] forward = new long[p][ops.length];
        long[][] backward = new long[p][ops.length];
        machine.run(p, (id, size) -> new NodeProgram() {
            @Override
            public void start(Node node) {
                for (ReduceOp op : ops) {
                    node.reduce(op, inputs[id]);
                    node.scan(ScanDirection.FORWARD, op, inputs[id]);
                    node.scan(ScanDirection.BACKWARD, op, inputs[id]);
                }
            }

            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void control(Node node, ControlResult result) {
                if (result instanceof ControlResult.Reduced r) {
                    reduced[id][r.op().ordinal()] = r.value();
                } else if (result instanceof ControlResult.Scanned s) {
                    (s.direction() == ScanDirection.FORWARD ? forward : backward)[id][s.op().ordinal()] = s.value();
                }
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE);
        for (ReduceOp op : ops) {
            long all = op.identity();
            for (long v : inputs) {
                all = op.apply(all, v);
            }
            for (int i = 0; i < p; i++) {
                long before = op.identity();
                for (int j = 0; j < i; j++) {
                    before = op.apply(before, inputs[j]);
                }
                long after = op.identity();
                for (int j = i + 1; j < p; j++) {
                    after = op.apply(after, inputs[j]);
                }
                assertEquals(all, reduced[i][op.ordinal()], op + " reduction at node " + i);
                assertEquals(before, forward[i][op.ordinal()], op + " forward scan at node " + i);
                assertEquals(after, backward[i][op.ordinal()], op + " backward scan at node " + i);
            }
        }
    }

    @Test
    void everyCycleOfEveryNodeBelongsToOneActivity() {
        int p = 8;
        long[][] table = new long[p][AnswersProgram.COLUMNS];
        MachineReport r = machine.run(p, (id, size) -> new AnswersProgram(table, id), Long.MAX_VALUE);
        long busy = 0;
        for (NodeAccount n : r.nodes()) {
            assertEquals(r.endTime(), n.total());
            busy += n.total() - n.cycles(MachineActivity.IDLE);
        }
        assertEquals(p * r.endTime(), r.totals().values().stream().mapToLong(Long::longValue).sum());
        UtilizationTimeline t = r.timeline();
        double timelineBusy = 0;
        for (double b : t.busyNodes()) {
            timelineBusy += b * t.bucketCycles();
        }
        assertEquals(busy, Math.round(timelineBusy));
        assertTrue(r.total(MachineActivity.SEND) >= 2L * p * 37);
        // Two messages and five control results per node.
        assertEquals(2L * p * 60 + 5L * p * 10, r.total(MachineActivity.RECEIVE));
    }

    @Test
    void aMachineWithoutTheTimelineRunsTheSameAndDrawsNone() {
        int p = 8;
        MachineReport kept = machine.run(p, (id, size) -> new StormProgram(id), 200_000);
        MachineReport none;
        try (SimulatedMachine quiet = new SimulatedMachine(EXACT.withTimeline(false))) {
            none = quiet.run(p, (id, size) -> new StormProgram(id), 200_000);
        }
        assertEquals(kept.traceHash(), none.traceHash());
        assertEquals(kept.endTime(), none.endTime());
        assertEquals(kept.events(), none.events());
        assertEquals(kept.totals(), none.totals());
        assertEquals(kept.messagesSent(), none.messagesSent());
        assertTrue(kept.timeline().buckets() > 0);
        assertEquals(0, none.timeline().buckets());
    }

    @Test
    void timeLimitAndHaltEndTheRun() {
        MachineReport limited = machine.run(8, (id, p) -> new StormProgram(id), 50_000);
        assertEquals(50_000, limited.endTime());
        assertFalse(limited.halted());
        MachineReport halted = machine.run(4, (id, p) -> new NodeProgram() {
            @Override
            public boolean step(Node node) {
                node.charge(1000, TestActivity.CHESS_WORK);
                if (id == 2 && node.now() >= 12_345) {
                    node.halt();
                    return false;
                }
                return true;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE);
        assertTrue(halted.halted());
        assertEquals(13 * 1000 + 12 * 7, halted.endTime());
    }

    @Test
    void aThrowingProgramFailsTheRunWithItsMessage() {
        MachineException e = assertThrows(MachineException.class, () -> machine.run(4, (id, p) -> new NodeProgram() {
            @Override
            public boolean step(Node node) {
                if (id == 3) {
                    throw new IllegalStateException("node three gives up");
                }
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE));
        assertTrue(e.getMessage().contains("node three gives up"), e.getMessage());
        // The machine is still usable afterwards.
        assertEquals(1, machine.run(1, (id, p) -> new AnswersProgram(new long[1][AnswersProgram.COLUMNS], id),
                Long.MAX_VALUE).processors());
    }

    @Test
    void mismatchedCombiningCallsAreReported() {
        MachineException e = assertThrows(MachineException.class, () -> machine.run(2, (id, p) -> new NodeProgram() {
            @Override
            public void start(Node node) {
                if (id == 0) {
                    node.reduce(ReduceOp.ADD, 1);
                } else {
                    node.enterBarrier();
                }
            }

            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE));
        assertTrue(e.getMessage().contains("control network"), e.getMessage());
    }

    @Test
    void sendingToANodeOutsideTheMachineIsAnError() {
        MachineException e = assertThrows(MachineException.class, () -> machine.run(2, (id, p) -> new NodeProgram() {
            @Override
            public void start(Node node) {
                node.send(2, Side.REQUEST, new Note(0));
            }

            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
            }
        }, Long.MAX_VALUE));
        assertTrue(e.getMessage().contains("sent to node 2 of a 2-node machine"), e.getMessage());
    }

    @Test
    void differentSeedsGiveDifferentRunsAndEqualSeedsEqualOnes() {
        MachineReport a = machine.run(16, (id, p) -> new StormProgram(id), 200_000);
        MachineReport b = machine.run(16, (id, p) -> new StormProgram(id), 200_000);
        assertEquals(a.traceHash(), b.traceHash());
        assertEquals(a.events(), b.events());
        try (SimulatedMachine other = new SimulatedMachine(EXACT.withSeed(2))) {
            MachineReport c = other.run(16, (id, p) -> new StormProgram(id), 200_000);
            assertNotEquals(a.traceHash(), c.traceHash());
        }
    }

    @Test
    void routerDoneWaitsUntilTheNetworkIsEmpty() {
        int p = 32;
        long[] counts = new long[p];
        MachineReport r = machine.run(p, (id, size) -> new RouterDoneProgram(counts, 25), Long.MAX_VALUE);
        long sum = 0;
        for (long c : counts) {
            sum += c;
        }
        assertEquals(25L * p, sum);
        assertEquals(25L * p, r.messagesReceived());
    }

    @Test
    void waitingIsBookedToTheActivityTheProgramNames() {
        MachineReport r = machine.run(2, (id, p) -> new NodeProgram() {
            @Override
            public void start(Node node) {
                if (id == 0) {
                    node.send(1, Side.REQUEST, new Note(0));
                    node.idleAs(TestActivity.WAITING_FOR_TT_READ);
                }
            }

            @Override
            public boolean step(Node node) {
                return false;
            }

            @Override
            public void receive(Node node, int source, Side side, Message message) {
                if (id == 1) {
                    node.send(0, Side.REPLY, new Note(1));
                } else {
                    node.idleAs(MachineActivity.IDLE);
                }
            }
        }, Long.MAX_VALUE);
        // Node 0 sends at 0-37; the request arrives at 136, is answered 136-233 and the reply arrives at 332.
        assertEquals(332 - 37, r.nodes().get(0).cycles(TestActivity.WAITING_FOR_TT_READ));
        assertEquals(332 + 60, r.endTime());
        assertEquals(0, r.nodes().get(1).cycles(TestActivity.WAITING_FOR_TT_READ));
        assertEquals(136 + (392 - 233), r.nodes().get(1).cycles(MachineActivity.IDLE));
    }

    @Test
    void aFactoryThatThrowsFailsTheRun() {
        MachineException e = assertThrows(MachineException.class, () -> machine.run(3, (id, p) -> {
            throw new IllegalArgumentException("no program for node " + id);
        }, Long.MAX_VALUE));
        assertTrue(e.getMessage().contains("no program for node 0"), e.getMessage());
    }
}
