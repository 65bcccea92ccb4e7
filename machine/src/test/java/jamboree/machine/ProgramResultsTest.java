package jamboree.machine;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.programs.QuietProgram;
import jamboree.machine.programs.TestActivity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgramResultsTest {

    /** What a {@link Counting} node leaves behind. */
    record Tally(int node, int steps, int noteFrom) {
    }

    record Note() implements Message {
        @Override
        public int payloadBytes() {
            return 0;
        }
    }

    /**
     * Node i steps i + 3 times and tells its right-hand neighbour it exists; its result says what it saw. Nodes whose
     * number is a multiple of 4 beyond 0 leave nothing.
     */
    private static final class Counting implements NodeProgram {
        final int id;
        final AtomicInteger resultCalls;
        int steps;
        int noteFrom = -1;

        Counting(int id, AtomicInteger resultCalls) {
            this.id = id;
            this.resultCalls = resultCalls;
        }

        @Override
        public void start(Node node) {
            if (node.size() > 1) {
                node.send((id + 1) % node.size(), Side.REQUEST, new Note());
            }
        }

        @Override
        public boolean step(Node node) {
            if (steps == id + 3) {
                return false;
            }
            node.charge(100, TestActivity.CHESS_WORK);
            steps++;
            return true;
        }

        @Override
        public void receive(Node node, int source, Side side, Message message) {
            noteFrom = source;
        }

        @Override
        public Object result() {
            resultCalls.incrementAndGet();
            return id > 0 && id % 4 == 0 ? null : new Tally(id, steps, noteFrom);
        }
    }

    static Stream<Arguments> machines() {
        return Stream.of(MachineType.values()).flatMap(t -> Stream.of(1, 6).map(p -> Arguments.of(t, p)));
    }

    @ParameterizedTest
    @MethodSource("machines")
    void eachProgramsResultComesBackInTheReportOnceTheRunIsOver(MachineType type, int processors) {
        MachineConfig config = MachineConfig.load();
        AtomicInteger resultCalls = new AtomicInteger();
        try (Machine machine = Machines.create(type, config)) {
            MachineReport r = machine.run(processors, (id, size) -> new Counting(id, resultCalls),
                    config.cyclesOfMicros(30e6));
            assertEquals(processors, r.results().size());
            assertEquals(processors, resultCalls.get(), "asked once per node");
            for (int i = 0; i < processors; i++) {
                if (i > 0 && i % 4 == 0) {
                    assertNull(r.result(i, Tally.class));
                    continue;
                }
                int from = processors == 1 ? -1 : (i + processors - 1) % processors;
                assertEquals(new Tally(i, i + 3, from), r.result(i, Tally.class), "node " + i);
            }
            assertThrows(ClassCastException.class, () -> r.result(0, String.class));
        }
    }

    @ParameterizedTest
    @EnumSource(MachineType.class)
    void aProgramThatCannotGiveItsResultFailsTheRun(MachineType type) {
        MachineConfig config = MachineConfig.load();
        try (Machine machine = Machines.create(type, config)) {
            MachineException e = assertThrows(MachineException.class, () -> machine.run(3, (id, size) ->
                    new QuietProgram() {
                        @Override
                        public Object result() {
                            if (id == 1) {
                                throw new IllegalStateException("no result on node 1");
                            }
                            return id;
                        }
                    }, config.cyclesOfMicros(30e6)));
            assertTrue(e.getMessage().contains("node 1"), e.getMessage());
        }
    }
}
