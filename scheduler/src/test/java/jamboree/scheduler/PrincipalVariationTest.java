package jamboree.scheduler;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.NodeMemory;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every machine returns a principal variation longer than the best move, so a GUI gets a ponder move from the
 * parallel engine too. On the native and CM-5 machines the line is read from the nodes' tables after each iteration.
 */
class PrincipalVariationTest {
    private static final List<EpdRecord> SUITE = Suites.kaufman();
    private static final int DEPTH = 4;
    private static final int[] POSITIONS = {0, 2, 4, 6, 9};

    private static MeasuredSearch engine(MachineKind kind) {
        MachineConfig machine = MachineConfig.load().withSeed(1).with("native.threads", 2);
        return MeasuredSearch.on(kind, kind == MachineKind.CM5 ? 64 : 2, SchedulerConfig.load(), machine);
    }

    private static void assertLegalLine(Position root, SearchResult r, String what) {
        int[] pv = r.pv();
        assertTrue(pv.length >= 2, what + ": a line of at least two moves, got " + pv.length);
        assertEquals(r.bestMove(), pv[0], what + ": the line starts with the best move");
        assertEquals(pv[1], r.ponderMove(), what + ": the ponder move is the line's second move");
        Position p = root.copy();
        for (int i = 0; i < pv.length; i++) {
            assertTrue(p.isLegal(pv[i]), what + ": move " + i + " of the line is legal");
            p.makeMove(pv[i]);
        }
    }

    private static void assertLinesOnEveryPosition(MachineKind kind) {
        try (MeasuredSearch search = engine(kind)) {
            for (int k : POSITIONS) {
                Position position = Fen.parse(SUITE.get(k).fen());
                SearchResult r = search.searchToDepth(position, DEPTH).search();
                assertLegalLine(position, r, kind.label() + " " + SUITE.get(k).id());
                if (kind != MachineKind.SERIAL) {
                    // The serial search's own line runs on into the quiescence search; the tables end at the depth.
                    assertTrue(r.pv().length <= DEPTH, "no longer than the depth searched, got " + r.pv().length);
                }
            }
        }
    }

    @Test
    void theSerialMachineReturnsALine() {
        assertLinesOnEveryPosition(MachineKind.SERIAL);
    }

    @Test
    void theNativeMachineReturnsALine() {
        assertLinesOnEveryPosition(MachineKind.NATIVE);
    }

    @Test
    void theSimulatedMachineReturnsALine() {
        assertLinesOnEveryPosition(MachineKind.CM5);
    }

    @Test
    void theSimulatedLineStartsAsTheSerialOne() {
        for (int k : new int[] {0, 2}) {
            Position position = Fen.parse(SUITE.get(k).fen());
            SearchResult serial;
            SearchResult parallel;
            try (MeasuredSearch s = engine(MachineKind.SERIAL); MeasuredSearch c = engine(MachineKind.CM5)) {
                serial = s.searchToDepth(position, DEPTH).search();
                parallel = c.searchToDepth(position, DEPTH).search();
            }
            assertEquals(serial.bestMove(), parallel.bestMove(), SUITE.get(k).id());
            assertEquals(serial.ponderMove(), parallel.ponderMove(), SUITE.get(k).id());
        }
    }

    @Test
    void eachIterationReportsTheLineItWillReturn() {
        Position position = Fen.parse(SUITE.get(0).fen());
        List<IterationInfo> iterations = new ArrayList<>();
        try (MeasuredSearch search = engine(MachineKind.CM5)) {
            SearchResult r = search.search(position, SearchLimits.ofDepth(DEPTH), new SearchListener() {
                @Override
                public void onIteration(IterationInfo info) {
                    iterations.add(info);
                }
            });
            assertEquals(DEPTH, iterations.size());
            assertArrayEquals(r.pv(), iterations.get(DEPTH - 1).pv());
            for (IterationInfo info : iterations) {
                assertTrue(info.pv().length >= 1 && info.pv().length <= info.depth(), "depth " + info.depth());
            }
        }
    }

    @Test
    void noBestMoveNoLine() {
        NodeMemory[] memories = {new NodeMemory(SchedulerConfig.load())};
        assertEquals(0, PrincipalVariationReader.read(Position.startPosition(), Move.NONE, DEPTH, memories).length);
    }

    @Test
    void emptyTablesLeaveOnlyTheBestMove() {
        NodeMemory[] memories = {new NodeMemory(SchedulerConfig.load()), new NodeMemory(SchedulerConfig.load())};
        Position root = Position.startPosition();
        int e2e4 = jamboree.engine.notation.UciMoves.parse(root, "e2e4");
        assertArrayEquals(new int[] {e2e4}, PrincipalVariationReader.read(root, e2e4, DEPTH, memories));
        assertEquals(Position.startPosition().key(), root.key(), "the root is left as it was");
    }
}
