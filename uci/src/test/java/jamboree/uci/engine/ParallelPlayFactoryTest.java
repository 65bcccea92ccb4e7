package jamboree.uci.engine;

import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.smp.LazySmpSearch;
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
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Threads alone gives parallel play on the serial machine: Lazy SMP by default, Jamboree on the native machine. */
class ParallelPlayFactoryTest {
    private final EngineSlot slot = new EngineSlot(new ParallelPlayFactory(new MachineEngineFactory(
            new SerialEngineFactory(), SchedulerConfig.load(), MachineConfig.load())), new EngineConfig(Profile.FULL),
            16);

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
    void threadsAboveOneOnTheSerialMachineIsLazySmpByDefault() {
        EngineConfig config = new EngineConfig(Profile.FULL);
        assertInstanceOf(SerialSearch.class, engine());
        slot.setConfig(config.withThreads(2));
        LazySmpSearch smp = assertInstanceOf(LazySmpSearch.class, engine());
        assertEquals(2, smp.threads());
        SearchResult result = smp.search(Position.startPosition(), SearchLimits.ofDepth(5), SearchListener.NONE);
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
        // Settings Lazy SMP does not use keep its table; another thread count does not.
        slot.setConfig(config.withThreads(2).withCm5Processors(128)
                .withSwitches(config.switches().with(Switch.HELPFUL_MASTER,
                        !(Boolean) config.switches().get(Switch.HELPFUL_MASTER))));
        assertFalse(slot.unsettled());
        assertSame(smp, engine());
        slot.setConfig(config.withThreads(3));
        assertEquals(3, assertInstanceOf(LazySmpSearch.class, engine()).threads());
        slot.setConfig(config);
        assertInstanceOf(SerialSearch.class, engine());
    }

    @Test
    void jamboreeWithThreadsRunsOnTheNativeMachine() {
        EngineConfig jamboree = new EngineConfig(Profile.FULL).withAlgorithm(ParallelAlgorithm.JAMBOREE);
        slot.setConfig(jamboree);
        // One thread is the serial search whatever the algorithm.
        assertInstanceOf(SerialSearch.class, engine());
        slot.setConfig(jamboree.withThreads(2));
        MachineEngine machine = assertInstanceOf(MachineEngine.class, engine());
        assertEquals(MachineKind.NATIVE, machine.kind());
        assertEquals(2, machine.nodes());
        SearchResult result = machine.search(Position.startPosition(), SearchLimits.ofDepth(3), SearchListener.NONE);
        assertTrue(Position.startPosition().isLegal(result.bestMove()));
        // The same machine chosen through the Machine option keeps it; Lazy SMP replaces it.
        slot.setConfig(new EngineConfig(Profile.FULL).withMachine(MachineKind.NATIVE).withThreads(2));
        assertSame(machine, engine());
        slot.setConfig(jamboree.withThreads(2).withAlgorithm(ParallelAlgorithm.LAZY_SMP));
        assertNotSame(machine, assertInstanceOf(LazySmpSearch.class, engine()));
        assertTrue(machine.isClosed());
    }

    @Test
    void algorithmsParseAsGuisSendThem() {
        assertEquals(List.of("Lazy SMP", "Jamboree"), ParallelAlgorithm.labels());
        assertEquals(ParallelAlgorithm.LAZY_SMP, ParallelAlgorithm.parse("lazy smp"));
        assertEquals(ParallelAlgorithm.JAMBOREE, ParallelAlgorithm.parse(" Jamboree "));
        assertEquals(MachineKind.SERIAL, new EngineConfig(Profile.FULL).withThreads(4).runsOn());
        assertEquals(MachineKind.CM5, new EngineConfig(Profile.FULL).withMachine(MachineKind.CM5).withThreads(4)
                .withAlgorithm(ParallelAlgorithm.JAMBOREE).runsOn());
    }
}
