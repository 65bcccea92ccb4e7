package jamboree.machine;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.Node;
import jamboree.machine.api.SharedMemory;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.QuietProgram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SharedMemoryTest {

    /** A node's shared object; every use holds its lock, as the rule says. */
    static final class Counter {
        private int visits;

        synchronized void visit() {
            visits++;
        }

        synchronized int visits() {
            return visits;
        }
    }

    /** What a node saw of the shared memory. */
    record Seen(boolean offered, boolean sharedBeforeStart, int visits, boolean ownCounterIsShared) {
    }

    /**
     * Every node but the last shares a counter; at the start each node visits every other node's counter directly,
     * through the shared memory, if the machine offers it.
     */
    private static final class Visitor extends QuietProgram {
        final int id;
        final boolean sharing;
        final AtomicInteger sharedCalls;
        final Counter counter = new Counter();
        boolean sharedTaken;
        boolean sharedBeforeStart;
        Optional<SharedMemory> memory = Optional.empty();

        Visitor(int id, int size, AtomicInteger sharedCalls) {
            this.id = id;
            this.sharing = id < size - 1;
            this.sharedCalls = sharedCalls;
        }

        @Override
        public Object shared() {
            sharedCalls.incrementAndGet();
            sharedTaken = true;
            return sharing ? counter : null;
        }

        @Override
        public void start(Node node) {
            sharedBeforeStart = sharedTaken;
            memory = node.sharedMemory();
            memory.ifPresent(m -> {
                for (int other = 0; other < node.size(); other++) {
                    Counter c = m.of(other, Counter.class);
                    if (other != id && c != null) {
                        c.visit();
                    }
                }
            });
        }

        @Override
        public Object result() {
            boolean own = memory.map(m -> m.of(id, Counter.class) == counter).orElse(false);
            return new Seen(memory.isPresent(), sharedBeforeStart, counter.visits(), own);
        }
    }

    @ParameterizedTest
    @EnumSource(MachineType.class)
    void onlyTheNativeMachineOffersSharedMemoryAndItHoldsWhatTheProgramsShared(MachineType type) {
        MachineConfig config = MachineConfig.load();
        int p = 5;
        AtomicInteger sharedCalls = new AtomicInteger();
        try (Machine machine = Machines.create(type, config)) {
            MachineReport r = machine.run(p, (id, size) -> new Visitor(id, size, sharedCalls),
                    config.cyclesOfMicros(30e6));
            boolean offered = type == MachineType.NATIVE;
            assertEquals(offered ? p : 0, sharedCalls.get(), "shared() is asked only where memory is shared");
            for (int i = 0; i < p; i++) {
                Seen seen = r.result(i, Seen.class);
                boolean shares = i < p - 1;
                int visits = offered && shares ? p - 1 : 0;
                assertEquals(new Seen(offered, offered, visits, offered && shares), seen, "node " + i);
            }
        }
    }

    @Test
    void aNativeNodeReadsTheVeryObjectAnotherShared() {
        MachineConfig config = MachineConfig.load();
        Object[] offered = {new StringBuilder("zero"), new int[] {1}};
        Object[][] seen = new Object[2][];
        try (Machine machine = Machines.create(MachineType.NATIVE, config)) {
            machine.run(2, (id, size) -> new QuietProgram() {
                @Override
                public Object shared() {
                    return offered[id];
                }

                @Override
                public void start(Node node) {
                    SharedMemory m = node.sharedMemory().orElseThrow();
                    seen[id] = new Object[] {m.of(0, StringBuilder.class), m.of(1, int[].class)};
                    assertThrows(ClassCastException.class, () -> m.of(1, String.class));
                    assertThrows(IndexOutOfBoundsException.class, () -> m.of(2, Object.class));
                }
            }, config.cyclesOfMicros(30e6));
        }
        for (int i = 0; i < 2; i++) {
            assertSame(offered[0], seen[i][0]);
            assertSame(offered[1], seen[i][1]);
        }
    }
}
