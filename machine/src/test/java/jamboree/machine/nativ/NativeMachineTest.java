package jamboree.machine.nativ;

import jamboree.machine.MachineException;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.AnswersProgram;
import jamboree.machine.programs.RouterDoneProgram;
import jamboree.machine.programs.TestActivity;
import jamboree.machine.sim.SimulatedMachine;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NativeMachineTest {

    @Test
    void theSameProgramGivesTheSameAnswersOnBothMachines() {
        MachineConfig config = MachineConfig.load();
        int p = 24;
        long[][] simulated = new long[p][AnswersProgram.COLUMNS];
        long[][] real = new long[p][AnswersProgram.COLUMNS];
        try (SimulatedMachine sim = new SimulatedMachine(config);
             NativeMachine nat = new NativeMachine(config)) {
            sim.run(p, (id, size) -> new AnswersProgram(simulated, id), Long.MAX_VALUE);
            MachineReport r = nat.run(p, (id, size) -> new AnswersProgram(real, id),
                    config.cyclesOfMicros(30e6));
            assertTrue(r.endTime() < config.cyclesOfMicros(30e6), "the native run ended by quiescence");
            assertEquals(2L * p, r.messagesReceived());
        }
        for (int i = 0; i < p; i++) {
            assertArrayEquals(AnswersProgram.expected(i, p), real[i], "native node " + i);
            assertArrayEquals(simulated[i], real[i], "node " + i);
        }
    }

    record Token(int hops) implements Message {
        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    @Test
    void aTokenRingRunsInRealTimeAndHalts() {
        MachineConfig config = MachineConfig.load();
        int[] last = new int[1];
        try (NativeMachine nat = new NativeMachine(config)) {
            MachineReport r = nat.run(8, (id, p) -> new NodeProgram() {
                @Override
                public void start(Node node) {
                    if (id == 0) {
                        node.send(1, Side.REQUEST, new Token(1));
                    }
                }

                @Override
                public boolean step(Node node) {
                    return false;
                }

                @Override
                public void receive(Node node, int source, Side side, Message message) {
                    Token t = (Token) message;
                    node.charge(100, TestActivity.CHESS_WORK);
                    if (t.hops() == 1000) {
                        last[0] = t.hops();
                        node.halt();
                    } else {
                        node.send((id + 1) % node.size(), Side.REQUEST, new Token(t.hops() + 1));
                    }
                }
            }, config.cyclesOfMicros(60e6));
            assertTrue(r.halted());
            assertEquals(1000, last[0]);
            assertEquals(1000 * 100, r.total(TestActivity.CHESS_WORK));
            assertEquals(1000, r.messagesSent());
        }
    }

    @Test
    void wakeUpsAndTimeLimitsUseTheWallClock() {
        MachineConfig config = MachineConfig.load();
        long[] woke = new long[1];
        try (NativeMachine nat = new NativeMachine(config)) {
            long limit = config.cyclesOfMicros(300_000);
            MachineReport r = nat.run(2, (id, p) -> new NodeProgram() {
                boolean asked;

                @Override
                public boolean step(Node node) {
                    if (id == 0 && !asked) {
                        asked = true;
                        node.wakeAt(node.now() + config.cyclesOfMicros(20_000));
                    } else if (id == 0 && woke[0] == 0) {
                        woke[0] = node.now();
                    }
                    return false;
                }

                @Override
                public void receive(Node node, int source, Side side, Message message) {
                }
            }, limit);
            assertTrue(woke[0] >= config.cyclesOfMicros(20_000), "woke at " + woke[0]);
            assertTrue(r.endTime() >= woke[0]);
        }
    }

    @Test
    void aThrowingProgramFailsTheNativeRun() {
        try (NativeMachine nat = new NativeMachine(MachineConfig.load())) {
            MachineException e = assertThrows(MachineException.class, () -> nat.run(3, (id, p) -> new NodeProgram() {
                @Override
                public boolean step(Node node) {
                    throw new IllegalArgumentException("broken program");
                }

                @Override
                public void receive(Node node, int source, Side side, Message message) {
                }
            }, Long.MAX_VALUE));
            assertTrue(e.getMessage().contains("broken program"), e.getMessage());
        }
    }

    @Test
    void routerDoneWaitsUntilEveryMessageArrived() {
        MachineConfig config = MachineConfig.load();
        int p = 16;
        long[] counts = new long[p];
        try (NativeMachine nat = new NativeMachine(config)) {
            nat.run(p, (id, size) -> new RouterDoneProgram(counts, 50), config.cyclesOfMicros(30e6));
        }
        long sum = 0;
        for (long c : counts) {
            sum += c;
        }
        assertEquals(50L * p, sum);
    }
    @Test
    void aNodeStillWorkingAfterItsReplyKeepsTheRunGoing() {
        // Node 1 answers node 0 at once and then works for a while. When node 0 has the answer and idles, the
        // message counts balance against node 1's idle report from before the request: the run must not end
        // on those stale counts while node 1 is busy.
        MachineConfig config = MachineConfig.load();
        int steps = 40;
        int[] done = new int[1];
        for (int round = 0; round < 5; round++) {
            done[0] = 0;
            try (NativeMachine nat = new NativeMachine(config)) {
                MachineReport r = nat.run(2, (id, p) -> new NodeProgram() {
                    int work;

                    @Override
                    public void start(Node node) {
                        if (id == 0) {
                            node.send(1, Side.REQUEST, new Token(0));
                        }
                    }

                    @Override
                    public boolean step(Node node) {
                        if (work == 0) {
                            return false;
                        }
                        long until = System.nanoTime() + 500_000;
                        while (System.nanoTime() < until) {
                            Thread.onSpinWait();
                        }
                        node.charge(1, TestActivity.CHESS_WORK);
                        if (--work == 0) {
                            done[0] = steps;
                        }
                        return work > 0;
                    }

                    @Override
                    public void receive(Node node, int source, Side side, Message message) {
                        if (id == 1) {
                            node.send(0, Side.REPLY, new Token(1));
                            work = steps;
                        }
                    }
                }, config.cyclesOfMicros(30e6));
                assertEquals(steps, done[0], "round " + round + ": the run ended while node 1 worked");
                assertEquals(steps, r.total(TestActivity.CHESS_WORK));
            }
        }
    }
    @Test
    void everyNodeDrawsTheSameRandomNumbersOnBothMachines() {
        MachineConfig config = MachineConfig.load().withSeed(77);
        int p = 6;
        long[][] simulated = new long[p][3];
        long[][] real = new long[p][3];
        try (SimulatedMachine sim = new SimulatedMachine(config);
             NativeMachine nat = new NativeMachine(config)) {
            sim.run(p, (id, size) -> new Draws(simulated[id]), Long.MAX_VALUE);
            nat.run(p, (id, size) -> new Draws(real[id]), config.cyclesOfMicros(10e6));
        }
        for (int i = 0; i < p; i++) {
            assertArrayEquals(simulated[i], real[i], "node " + i);
        }
        assertTrue(simulated[0][0] != simulated[1][0], "nodes have streams of their own");
    }

    /** Writes the first draws of its node's random stream. */
    private record Draws(long[] into) implements NodeProgram {
        @Override
        public void start(Node node) {
            for (int i = 0; i < into.length; i++) {
                into[i] = node.random().nextLong();
            }
        }

        @Override
        public boolean step(Node node) {
            return false;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
        }
    }
    @Test
    void aBarrierNobodyElseEntersDoesNotKeepEitherMachineRunning() {
        MachineConfig config = MachineConfig.load();
        ProgramFactory lonelyBarrier = (id, size) -> new NodeProgram() {
            @Override
            public void start(Node node) {
                if (id == 0) {
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
        };
        long limit = config.cyclesOfMicros(30e6);
        try (SimulatedMachine sim = new SimulatedMachine(config);
             NativeMachine nat = new NativeMachine(config)) {
            assertFalse(sim.run(3, lonelyBarrier, limit).halted());
            MachineReport r = nat.run(3, lonelyBarrier, limit);
            assertTrue(r.endTime() < limit, "the native run ended when everyone was idle, at " + r.endTime());
        }
    }
}
