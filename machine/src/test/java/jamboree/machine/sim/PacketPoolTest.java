package jamboree.machine.sim;

import jamboree.machine.api.Message;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

class PacketPoolTest {
    private static final Message FIRST = () -> 16;
    private static final Message SECOND = () -> 40;

    @Test
    void aTakenCreditsPacketCarriesTheNextMessageAsANewPacketWould() throws IllegalAccessException {
        PacketPool pool = new PacketPool();
        Packet used = pool.make(10, 3, 7, 5, 1, 1, 200, FIRST);
        used.ingress(250);
        pool.taken(used.credit(400));
        assertEquals(1, pool.spare());

        Packet reused = pool.make(900, 3, 8, 6, 0, 3, 1_100, SECOND);
        assertSame(used, reused);
        assertEquals(0, pool.spare());
        Packet fresh = new Packet(900, 3, 8, 6, 0, 3, 1_100, SECOND);
        int compared = 0;
        for (Field field : Packet.class.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers())) {
                continue;
            }
            field.setAccessible(true);
            if (field.getType().isPrimitive()) {
                assertEquals(field.get(fresh), field.get(reused), field.getName());
            } else {
                assertSame(field.get(fresh), field.get(reused), field.getName());
            }
            compared++;
        }
        assertEquals(10, compared, "every field of a packet, the ingress and credit times among them");
    }

    @Test
    void aPoolKeepsAtMostItsShareAndMakesNewPacketsWhenEmpty() {
        PacketPool pool = new PacketPool();
        Packet a = pool.make(0, 0, 0, 1, 0, 1, 10, FIRST);
        Packet b = pool.make(0, 0, 1, 1, 0, 1, 10, FIRST);
        assertNotSame(a, b);
        for (int i = 0; i < 300; i++) {
            pool.taken(new Packet(0, 0, i, 1, 0, 1, 10, FIRST).credit(20));
        }
        assertEquals(256, pool.spare());
    }
}
