package jamboree.scheduler.table;

import jamboree.engine.board.Move;
import jamboree.engine.search.TableWord;
import jamboree.machine.Machine;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.nativ.NativeMachine;
import jamboree.machine.sim.SimulatedMachine;
import jamboree.scheduler.startech.StarTechMessage;
import org.junit.jupiter.api.Test;

import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Section 6.3's atomic read-modify-write: many nodes update one entry at once; because the owner applies each update
 * in one handler, the entry's bounds always come from one update (never a mix), the deepest one.
 */
class TableAtomicityTest {
    private static final long KEY = 0x9E3779B97F4A7C15L;
    private static final int UPDATES_PER_NODE = 200;

    /** Each update's move and bounds are derived from its depth and sender, so a torn entry would not match. */
    static int moveFor(int depth, int sender) {
        return Move.of(sender % 64, (depth + sender) % 64 == sender % 64 ? (sender + 1) % 64 : (depth + sender) % 64);
    }

    static int valueFor(int depth, int sender) {
        return depth * 100 + sender;
    }

    private static final class Updater implements NodeProgram {
        final TableSlice slice = new TableSlice(1024);
        int deepest;
        final java.util.List<Integer> moves = new java.util.ArrayList<>();

        @Override
        public void start(Node node) {
            for (int i = 0; i < UPDATES_PER_NODE; i++) {
                int depth = 1 + node.random().nextInt(60);
                deepest = Math.max(deepest, depth);
                int v = valueFor(depth, node.id());
                moves.add(moveFor(depth, node.id()));
                node.send(0, Side.REQUEST, new StarTechMessage.TableUpdate(KEY, depth, moveFor(depth, node.id()), v,
                        v));
            }
        }

        @Override
        public boolean step(Node node) {
            return false;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
            StarTechMessage.TableUpdate u = (StarTechMessage.TableUpdate) message;
            slice.update(u.key(), u.depth(), u.move(), u.lower(), u.upper());
        }
    }

    private static void check(Supplier<Machine> machines, int processors) {
        Updater[] programs = new Updater[processors];
        try (Machine machine = machines.get()) {
            machine.run(processors, (id, size) -> programs[id] = new Updater(), Long.MAX_VALUE);
        }
        int deepest = 0;
        for (Updater u : programs) {
            deepest = Math.max(deepest, u.deepest);
        }
        long data = programs[0].slice.probe(KEY);
        assertNotEquals(0, data, "the entry is present");
        int depth = TableWord.depth(data);
        int lower = TableWord.lower(data);
        int upper = TableWord.upper(data);
        assertEquals(deepest, depth, "the deepest update stays");
        assertEquals(lower, upper, "the bounds come from one update");
        int sender = lower - depth * 100;
        assertTrue(sender >= 0 && sender < processors, "the value belongs to an update of this depth: " + lower);
        // A shallower update may refresh the move hint (newer hint, deeper bounds), so the move is some update's.
        java.util.Set<Integer> sent = new java.util.HashSet<>();
        for (Updater u : programs) {
            sent.addAll(u.moves);
        }
        assertTrue(sent.contains(TableWord.move(data)), "the move is one that was sent");
    }

    @Test
    void concurrentUpdatesOnTheNativeMachine() {
        check(() -> new NativeMachine(MachineConfig.load().with("native.threads", 2)), 16);
    }

    @Test
    void concurrentUpdatesOnTheSimulatedMachine() {
        check(() -> new SimulatedMachine(MachineConfig.load().withSimulationThreads(2)), 64);
    }
}
