package jamboree.uci.engine;

import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SerialSearch;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EngineSlotTest {
    private final List<EngineConfig> built = new ArrayList<>();
    private final EngineSlot slot = new EngineSlot(config -> {
        built.add(config);
        return new SerialEngineFactory().create(config);
    }, new EngineConfig(Profile.FULL), 2);

    private SearchEngine engine() {
        List<String> report = new ArrayList<>();
        SearchEngine engine = slot.engine(report);
        assertEquals(List.of(), report);
        return engine;
    }

    @Test
    void theEngineIsBuiltOnceAndReconfiguredInPlace() {
        assertTrue(slot.unsettled());
        SearchEngine first = engine();
        assertFalse(slot.unsettled());
        assertEquals(Profile.FULL, ((SerialSearch) first).profile());
        slot.setHashMegabytes(4);
        slot.setMultiPv(3);
        assertTrue(slot.unsettled());
        assertSame(first, engine());
        assertEquals(List.of(new EngineConfig(Profile.FULL)), built);
    }

    @Test
    void aNewProfileBuildsANewEngine() {
        SearchEngine first = engine();
        slot.setConfig(new EngineConfig(Profile.STRICT));
        SearchEngine second = engine();
        assertNotSame(first, second);
        assertEquals(Profile.STRICT, ((SerialSearch) second).profile());
        slot.setConfig(new EngineConfig(Profile.STRICT));
        assertSame(second, engine());
    }

    @Test
    void clearingEmptiesTheTable() {
        SearchEngine engine = engine();
        engine.search(Position.startPosition(), SearchLimits.ofDepth(6), SearchListener.NONE);
        assertTrue(engine.hashFull() > 0);
        slot.requestClear();
        assertTrue(slot.unsettled());
        engine();
        assertEquals(0, slot.hashFull());
    }

    @Test
    void aHashTheHeapCannotHoldIsReportedAndTheOldSizeKept() {
        SearchEngine engine = engine();
        long tooBig = Runtime.getRuntime().maxMemory() / (1024 * 1024) * 2;
        slot.setHashMegabytes((int) Math.min(Integer.MAX_VALUE, tooBig));
        List<String> report = new ArrayList<>();
        assertSame(engine, slot.engine(report));
        assertEquals(1, report.size(), report.toString());
        assertTrue(report.get(0).startsWith("could not allocate "), report.get(0));
        assertFalse(slot.unsettled());
        engine.search(Position.startPosition(), SearchLimits.ofDepth(3), SearchListener.NONE);
    }
}
