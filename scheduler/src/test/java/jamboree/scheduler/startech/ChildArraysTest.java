package jamboree.scheduler.startech;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ChildArraysTest {
    @Test
    void aFrameGetsArraysAsNewEvenWhenAFreedFrameUsedThemFirst() {
        FrameTable table = new FrameTable();
        Frame first = Parts.frame();
        table.allocate(first);
        first.children(new int[] {11, 12, 13, 14, 15}, 5);
        int[] firstMoves = first.moves;
        for (int i = 0; i < 5; i++) {
            first.state[i] = ChildState.DONE;
            first.testAlpha[i] = 7;
            first.failedAt[i] = 8;
            first.iterationEnd[i] = 9;
            first.thief[i] = 3;
            first.childWork[i] = 10;
            first.research[i] = true;
            first.reduction[i] = 2;
        }
        table.release(first);
        assertNull(first.moves, "a freed frame lets its arrays go");
        assertNull(first.state);

        Frame second = Parts.frame();
        table.allocate(second);
        second.children(new int[] {21, 22, 23}, 3);
        assertSame(firstMoves, second.moves, "the thread's arrays are taken again");
        assertEquals(3, second.count);
        assertArrayEquals(new int[] {21, 22, 23}, Arrays.copyOf(second.moves, 3));
        for (int i = 0; i < 3; i++) {
            assertEquals(ChildState.UNSTARTED, second.state[i]);
            assertEquals(0, second.testAlpha[i]);
            assertEquals(0, second.failedAt[i]);
            assertEquals(0, second.iterationEnd[i]);
            assertEquals(0, second.thief[i]);
            assertEquals(0, second.childWork[i]);
            assertFalse(second.research[i]);
            assertEquals(0, second.reduction[i]);
        }
        assertEquals(1, second.nextUnstarted(0));
    }

    @Test
    void framesWithManyChildrenGetArraysLargeEnoughAndNoPositionHasMoreThan256() {
        int[] generated = new int[256];
        Arrays.setAll(generated, i -> i + 1);
        Frame wide = Parts.frame();
        wide.children(generated, 218);
        assertEquals(218, wide.moves[217]);
        assertEquals(ChildState.UNSTARTED, wide.state[217]);
        assertThrows(IllegalArgumentException.class, () -> Parts.frame().children(new int[300], 257));
    }
}
