package jamboree.uci.engine;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.EngineCapabilities;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The slot with the machine engines: what rebuilds them, and that replaced machines release their threads. */
class MachineEngineSlotTest {
    private static final SchedulerConfig SCHEDULER = SchedulerConfig.load();
    private final List<SearchEngine> built = new ArrayList<>();
    private final MachineEngineFactory machines = new MachineEngineFactory(new SerialEngineFactory(), SCHEDULER,
            MachineConfig.load());
    private final EngineSlot slot = new EngineSlot(config -> {
        SearchEngine engine = machines.create(config);
        built.add(engine);
        return engine;
    }, new EngineConfig(Profile.FULL), 16);

    @AfterEach
    void closeTheLastEngine() {
        slot.close();
    }

    private SearchEngine engine() {
        List<String> report = new ArrayList<>();
        SearchEngine engine = slot.engine(report);
        assertEquals(List.of(), report);
        return engine;
    }

    @Test
    void settingsTheSerialSearchDoesNotUseKeepItsTable() {
        SearchEngine serial = engine();
        assertInstanceOf(SerialSearch.class, serial);
        EngineConfig config = new EngineConfig(Profile.FULL);
        slot.setConfig(config.withCm5Processors(128)
                .withSwitches(config.switches().with(Switch.HELPFUL_MASTER,
                        !(Boolean) config.switches().get(Switch.HELPFUL_MASTER))));
        assertFalse(slot.unsettled());
        assertSame(serial, engine());
        assertEquals(1, built.size());
    }

    @Test
    void anotherMachineIsBuiltBetweenSearchesAndTheOldOneClosed() {
        EngineConfig config = new EngineConfig(Profile.FULL);
        slot.setConfig(config.withMachine(MachineKind.CM5).withCm5Processors(4));
        MachineEngine cm5 = assertInstanceOf(MachineEngine.class, engine());
        assertEquals(MachineKind.CM5, cm5.kind());
        assertEquals(4, cm5.nodes());
        SearchResult result = cm5.search(Position.startPosition(), SearchLimits.ofDepth(2), SearchListener.NONE);
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
        assertEquals(2, cm5.lastResult().iterations().length);
        // A game draws no profiles, whose memory would grow with every search.
        assertEquals(0, cm5.lastResult().idealParallelism().length);
        assertEquals(0, cm5.lastResult().utilization().length);
        // The native machine's thread count is no part of the simulated machine.
        slot.setConfig(config.withMachine(MachineKind.CM5).withCm5Processors(4).withThreads(3));
        assertSame(cm5, engine());
        assertFalse(cm5.isClosed());
        slot.setConfig(config.withMachine(MachineKind.NATIVE).withThreads(2));
        MachineEngine nativ = assertInstanceOf(MachineEngine.class, engine());
        assertTrue(cm5.isClosed(), "the replaced machine released its threads");
        assertEquals(MachineKind.NATIVE, nativ.kind());
        assertEquals(2, nativ.nodes());
        result = nativ.search(Position.startPosition(), SearchLimits.ofDepth(3), SearchListener.NONE);
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
        slot.close();
        assertTrue(nativ.isClosed());
    }

    @Test
    void newSwitchesBuildANewMachine() {
        EngineConfig config = new EngineConfig(Profile.FULL).withMachine(MachineKind.CM5).withCm5Processors(4);
        slot.setConfig(config);
        SearchEngine first = engine();
        slot.setConfig(config.withSwitches(config.switches().with(Switch.SERIALIZATION,
                !(Boolean) config.switches().get(Switch.SERIALIZATION))));
        assertTrue(slot.unsettled());
        assertNotSame(first, engine());
        assertTrue(((MachineEngine) first).isClosed());
    }

    @Test
    void hashIsSharedOutAmongTheNativeNodesAndLeavesTheSimulatedOnesAlone() {
        EngineConfig config = new EngineConfig(Profile.FULL);
        slot.setConfig(config.withMachine(MachineKind.NATIVE).withThreads(4));
        slot.setHashMegabytes(64);
        MachineEngine nativ = (MachineEngine) engine();
        assertEquals(16, nativ.leafTableMegabytes());
        slot.setHashMegabytes(2);
        engine();
        assertEquals(1, nativ.leafTableMegabytes(), "at least 1 MB a node");
        slot.setConfig(config.withMachine(MachineKind.CM5));
        slot.setHashMegabytes(256);
        MachineEngine cm5 = (MachineEngine) engine();
        assertEquals(SCHEDULER.leafTableMegabytes(), cm5.leafTableMegabytes());
        assertNotEquals(256 / cm5.nodes(), cm5.leafTableMegabytes());
    }

    @Test
    void eachEngineDeclaresWhatItsDriverNeedsToKnow() {
        EngineConfig config = new EngineConfig(Profile.FULL);
        assertEquals(EngineCapabilities.SERIAL, engine().capabilities());
        slot.setConfig(config.withMachine(MachineKind.NATIVE).withThreads(2));
        EngineCapabilities nativ = engine().capabilities();
        assertTrue(nativ.answersFromLastIterationOnStop());
        assertNull(nativ.machineFigures(), "host-time figures are no simulated machine's");
        slot.setConfig(config.withMachine(MachineKind.CM5).withCm5Processors(8));
        EngineCapabilities cm5 = engine().capabilities();
        assertTrue(cm5.answersFromLastIterationOnStop());
        assertEquals(new EngineCapabilities.MachineFigures("cm5 P=8", MachineConfig.load().clockHz()),
                cm5.machineFigures());
    }

    @Test
    void aMachineOnAOneMillisecondBudgetEndsByItselfWithAReportedLegalMove() {
        slot.setConfig(new EngineConfig(Profile.FULL).withMachine(MachineKind.CM5).withCm5Processors(4));
        SearchEngine cm5 = engine();
        // One millisecond: the hard budget ends the machine's first iteration (or the search right after it), and
        // when no iteration completed the fallback rule still gives a move, reported like an iteration.
        Position root = Position.startPosition();
        SearchLimits limits = SearchLimits.ofMoveTime(1);
        List<Integer> reported = new ArrayList<>();
        SearchResult result = cm5.search(root, limits, new SearchListener() {
            @Override
            public void onIteration(jamboree.engine.search.IterationInfo info) {
                reported.add(info.pv()[0]);
            }
        });
        assertNotEquals(Move.NONE, result.bestMove());
        assertTrue(root.isLegal(result.bestMove()));
        assertEquals(result.bestMove(), reported.get(reported.size() - 1), "reported like any iteration");
    }
}
