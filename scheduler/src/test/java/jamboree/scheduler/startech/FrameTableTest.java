package jamboree.scheduler.startech;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FrameTableTest {
    @Test
    void aFreedFramesReferenceFindsNothingEvenAfterItsSlotIsReused() {
        FrameTable table = new FrameTable();
        Frame first = Parts.frame();
        table.allocate(first);
        long old = first.reference;
        assertSame(first, table.lookup(old));
        table.release(first);
        assertTrue(first.freed);
        assertNull(table.lookup(old));

        Frame second = Parts.frame();
        table.allocate(second);
        assertEquals(FrameTable.slotOf(old), FrameTable.slotOf(second.reference), "the freed slot is taken again");
        assertEquals(FrameTable.reference(FrameTable.slotOf(old), 1), second.reference, "with the next generation");
        assertNull(table.lookup(old));
        assertSame(second, table.lookup(second.reference));
    }

    @Test
    void generationsCountOnPastASmallIntegerAndSlotsGrowPastTheFirstArray() {
        FrameTable table = new FrameTable();
        for (int i = 0; i < 300; i++) {
            Frame f = Parts.frame();
            table.allocate(f);
            table.release(f);
        }
        Frame reused = Parts.frame();
        table.allocate(reused);
        assertEquals(FrameTable.reference(0, 300), reused.reference);

        List<Frame> many = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            Frame f = Parts.frame();
            table.allocate(f);
            many.add(f);
        }
        assertEquals(101, table.live());
        assertEquals(101, table.peak());
        for (Frame f : many) {
            assertSame(f, table.lookup(f.reference));
        }
        assertNull(table.lookup(FrameTable.reference(101, 0)), "a slot never used");
        assertNull(table.lookup(FrameTable.reference(-1, 0)));
        many.forEach(table::release);
        assertEquals(1, table.live());
        assertEquals(101, table.peak());
    }

    @Test
    void freeingAFrameTwiceIsAnError() {
        FrameTable table = new FrameTable();
        Frame f = Parts.frame();
        table.allocate(f);
        table.release(f);
        assertThrows(IllegalStateException.class, () -> table.release(f));
    }
}
