package jamboree.machine.cluster.nodes;

import com.typesafe.config.ConfigFactory;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import jamboree.machine.api.Side;
import jamboree.machine.cluster.CborMessage;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.CombineKind;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every record of the cluster machine's protocol that may cross members goes through Pekko's CBOR serializer and
 * comes back equal, field by field. The records are found by walking the sealed interfaces, so a new one is tested
 * without being named here; and the codec refuses what it did not write.
 */
class ProtocolRoundTripTest {

    private static ActorSystem<Void> system;
    private static PayloadCodec codec;

    @BeforeAll
    static void start() {
        system = ActorSystem.create(Behaviors.empty(), "round-trip", ConfigFactory.load());
        codec = new PayloadCodec(system.classicSystem());
    }

    @AfterAll
    static void stop() {
        system.terminate();
    }

    static List<Class<?>> records(Class<?> sealed) {
        List<Class<?>> found = new ArrayList<>();
        for (Class<?> sub : sealed.getPermittedSubclasses()) {
            if (sub.isRecord()) {
                found.add(sub);
            } else {
                found.addAll(records(sub));
            }
        }
        return found;
    }

    @Test
    void everyProtocolRecordRoundTrips() throws Exception {
        List<Class<?>> all = new ArrayList<>();
        all.addAll(records(MemberRun.Command.class));
        all.addAll(records(RunControl.Remote.class));
        all.addAll(records(NodeHost.Command.class));
        all.add(Payload.class);
        assertTrue(all.size() >= 8 + 12 + 1, "found only " + all);
        for (Class<?> type : all) {
            Object sample = sample(type, 1);
            Object back = codec.decode(codec.encode(sample), CborMessage.class);
            assertEquals(type, back.getClass());
            assertDeepEquals(sample, back, type.getSimpleName());
        }
    }

    @Test
    void everyControlResultCrossesAsATransfer() {
        List<ControlResult> results = List.of(new ControlResult.BarrierCompleted(3),
                new ControlResult.Reduced(4, ReduceOp.MAX, -9), new ControlResult.Scanned(5, ScanDirection.BACKWARD,
                        ReduceOp.ADD, 17), new ControlResult.RouterDone(6), new ControlResult.Broadcast(2, 99));
        assertEquals(ControlResult.class.getPermittedSubclasses().length, results.size());
        for (ControlResult r : results) {
            MemberRun.ControlNote note = new MemberRun.ControlNote(-1, ControlTransfer.of(r));
            MemberRun.ControlNote back = codec.decode(codec.encode(note), MemberRun.ControlNote.class);
            assertEquals(r, back.result().toResult());
        }
    }

    @Test
    void theCodecRefusesWhatItDidNotWrite() {
        Payload good = codec.encode(new MemberRun.StartNodes());
        assertThrows(PayloadCodec.RejectedPayload.class, () -> codec.decode(
                new Payload(good.serializerId(), "java.lang.ProcessBuilder", good.bytes()), CborMessage.class));
        assertThrows(PayloadCodec.RejectedPayload.class, () -> codec.decode(
                new Payload(good.serializerId(), "no.such.Type", good.bytes()), CborMessage.class));
        assertThrows(PayloadCodec.RejectedPayload.class, () -> codec.decode(
                new Payload(1, good.manifest(), good.bytes()), CborMessage.class));
        Payload ring = codec.encode(new MemberRun.CountAsk(7));
        assertThrows(PayloadCodec.RejectedPayload.class, () -> codec.decode(
                new Payload(ring.serializerId(), ring.manifest(), new byte[] {(byte) 0xff, 0x13, 0x00, 0x7f}),
                CborMessage.class));
        // A record of the protocol, but not of the type asked for.
        assertThrows(PayloadCodec.RejectedPayload.class, () -> codec.decode(ring, NodeHost.Command.class));
        assertThrows(IllegalArgumentException.class, () -> codec.encode("a string is no CborMessage"));
    }

    /** A value of {@code type} whose fields are all set (to values derived from {@code seed}). */
    private static Object sample(Type type, int seed) throws Exception {
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        if (raw == int.class || raw == Integer.class) {
            return 7 * seed + 1;
        }
        if (raw == long.class || raw == Long.class) {
            return (1L << 40) + seed;
        }
        if (raw == boolean.class) {
            return seed % 2 == 1;
        }
        if (raw == String.class) {
            return "text-" + seed;
        }
        if (raw == int[].class) {
            return new int[] {seed, -seed, 1 << 30};
        }
        if (raw == long[].class) {
            return new long[] {seed, Long.MIN_VALUE, Long.MAX_VALUE};
        }
        if (raw == byte[].class) {
            return new byte[] {(byte) seed, -1, 0};
        }
        if (raw.isEnum()) {
            Object[] constants = raw.getEnumConstants();
            return constants[seed % constants.length];
        }
        if (raw == ActorRef.class) {
            return system;
        }
        if (raw == Payload.class) {
            return codec.encode(new MemberRun.CountAsk(seed));
        }
        if (raw == List.class) {
            Type element = ((ParameterizedType) type).getActualTypeArguments()[0];
            return List.of(sample(element, seed), sample(element, seed + 1));
        }
        if (raw == CombineCall.class) {
            return new CombineCall(seed, seed + 1, CombineKind.SCAN, ReduceOp.XOR, ScanDirection.BACKWARD, -seed, 5);
        }
        if (raw.isRecord()) {
            RecordComponent[] components = raw.getRecordComponents();
            Object[] values = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                values[i] = sample(components[i].getGenericType(), seed + i + 1);
                types[i] = components[i].getType();
            }
            var constructor = raw.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(values);
        }
        throw new IllegalStateException("no sample for " + type + ": teach the test this type");
    }

    private static void assertDeepEquals(Object expected, Object actual, String where) throws Exception {
        if (expected != null && expected.getClass().isRecord()) {
            for (RecordComponent c : expected.getClass().getRecordComponents()) {
                c.getAccessor().setAccessible(true);
                assertDeepEquals(c.getAccessor().invoke(expected), c.getAccessor().invoke(actual),
                        where + "." + c.getName());
            }
        } else if (expected instanceof List<?> list) {
            List<?> other = (List<?>) actual;
            assertEquals(list.size(), other.size(), where);
            for (int i = 0; i < list.size(); i++) {
                assertDeepEquals(list.get(i), other.get(i), where + "[" + i + "]");
            }
        } else {
            assertTrue(Arrays.deepEquals(new Object[] {expected}, new Object[] {actual}),
                    where + ": " + expected + " came back as " + actual);
        }
    }
}
