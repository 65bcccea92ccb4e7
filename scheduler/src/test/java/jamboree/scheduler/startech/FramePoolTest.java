package jamboree.scheduler.startech;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.notation.Fen;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FramePoolTest {
    private static final Segment AFTER_E4 = new Segment(Fen.parse(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"), new int[0]);

    /** A frame of another position, window and depth than {@link Parts#frame()}'s, as a thief would build it. */
    private static Frame makeStolen(FramePool pool, Frame parent) {
        return pool.make(parent, 5, 7, 0x1234_0000_0009L, AFTER_E4, 4, 6, -30, -29, 2, true, 12_345);
    }

    @Test
    void aRecycledFrameIsFieldForFieldAFreshOne() throws ReflectiveOperationException {
        FramePool pool = new FramePool();
        Frame used = Parts.frame();
        int[] moves = new int[256];
        int n = MoveGenerator.legalMoves(used.segment.position, moves);
        used.children(moves, n);
        List<Field> fields = instanceFields();
        for (Field field : fields) {
            if (!field.getType().isArray() && field.getType() != ChildArrays.class) {
                field.set(used, somethingNotNew(field));
            }
        }
        used.releaseChildren();
        pool.freed(used);
        pool.recycle(null);
        Frame parent = Parts.frame();
        Frame recycled = makeStolen(pool, parent);
        assertSame(used, recycled, "the freed object is taken again");
        Frame fresh = new Frame(parent, 5, 7, 0x1234_0000_0009L, AFTER_E4, 4, 6, -30, -29, 2, true, 12_345);
        for (Field field : fields) {
            Object want = field.get(fresh);
            Object got = field.get(recycled);
            if (field.getType().isPrimitive() || field.getType().isEnum()) {
                assertEquals(want, got, field.getName());
            } else {
                assertSame(want, got, field.getName());
            }
        }
    }

    @Test
    void aFreedFrameWaitsInLimboUntilTheNextStepAndTheLeafsFrameUntilTheLeafLetsItGo() {
        FramePool pool = new FramePool();
        Frame finished = Parts.frame();
        Frame charged = Parts.frame();
        pool.freed(finished);
        pool.freed(charged);
        Frame sameStep = pool.make(null, -1, -1, 0, AFTER_E4, 0, 3, -100, 100, 1, false, 0);
        assertNotSame(finished, sameStep, "a handler of this step may still look at what it freed");
        assertNotSame(charged, sameStep);

        pool.recycle(charged);
        assertEquals(1, pool.spare());
        assertEquals(1, pool.inLimbo(), "the leaf in progress still holds its frame");
        assertSame(finished, pool.make(null, -1, -1, 0, AFTER_E4, 0, 3, -100, 100, 1, false, 0));
        assertNotSame(charged, pool.make(null, -1, -1, 0, AFTER_E4, 0, 3, -100, 100, 1, false, 0));

        pool.recycle(null);
        assertEquals(0, pool.inLimbo());
        assertSame(charged, pool.make(null, -1, -1, 0, AFTER_E4, 0, 3, -100, 100, 1, false, 0));
    }

    @Test
    void aMessageToTheFreedFrameDoesNotFindTheFrameThatTookItsObject() {
        FrameStack frames = new FrameStack();
        Frame first = frames.make(null, -1, -1, 0, AFTER_E4, 0, 3, -100, 100, 1, false, 0);
        frames.push(first);
        long old = first.reference;
        frames.remove(first);
        frames.free(first);
        frames.recycleFreed(null);
        Frame second = frames.make(null, -1, -1, 0, AFTER_E4, 0, 2, -50, 50, 1, false, 0);
        assertSame(first, second);
        assertFalse(second.freed);
        frames.push(second);
        assertNull(frames.lookup(old));
        assertSame(second, frames.lookup(second.reference));
        assertTrue(second.reference != old);
        assertEquals(1, frames.live());
    }

    private static List<Field> instanceFields() {
        List<Field> fields = new ArrayList<>();
        for (Field field : Frame.class.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                field.setAccessible(true);
                fields.add(field);
            }
        }
        return fields;
    }

    /** A value of the field's type that no new frame has. */
    private static Object somethingNotNew(Field field) {
        Class<?> type = field.getType();
        if (type == int.class) {
            return 987_654;
        }
        if (type == long.class) {
            return 0x7777_0000_1111L;
        }
        if (type == boolean.class) {
            return true;
        }
        if (type == Phase.class) {
            return Phase.DONE;
        }
        if (type == Frame.class) {
            return Parts.frame();
        }
        if (type == Segment.class) {
            return new Segment(Fen.parse(Parts.START), new int[] {1});
        }
        throw new AssertionError("a field of a type this test does not know: " + field + "; give it a value here");
    }
}
