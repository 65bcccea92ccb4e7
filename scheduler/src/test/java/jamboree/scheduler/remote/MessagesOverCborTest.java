package jamboree.scheduler.remote;

import com.typesafe.config.ConfigFactory;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Profile;
import jamboree.machine.cluster.CborMessage;
import jamboree.machine.cluster.nodes.PayloadCodec;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.Counters;
import jamboree.scheduler.startech.NodeResult;
import jamboree.scheduler.startech.RootOutcome;
import jamboree.scheduler.startech.RunSpec;
import jamboree.scheduler.startech.StarTechMessage;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * StarTech's records as the cluster machine ships them: every {@link StarTechMessage} (found through the sealed
 * interface, so that a new one cannot be forgotten), a node's result and a run's description come back from Jackson
 * CBOR unchanged.
 */
class MessagesOverCborTest {

    private static ActorSystem<Void> system;
    private static PayloadCodec codec;

    @BeforeAll
    static void start() {
        system = ActorSystem.create(Behaviors.empty(), "messages", ConfigFactory.load());
        codec = new PayloadCodec(system.classicSystem());
    }

    @AfterAll
    static void stop() {
        system.terminate();
    }

    private static <T> T roundTrip(T record) {
        @SuppressWarnings("unchecked")
        T back = (T) codec.decode(codec.encode(record), CborMessage.class);
        assertEquals(record.getClass(), back.getClass());
        return back;
    }

    @Test
    void everyStarTechMessageRoundTrips() throws Exception {
        Class<?>[] kinds = StarTechMessage.class.getPermittedSubclasses();
        assertEquals(jamboree.scheduler.startech.MessageKind.values().length, kinds.length);
        for (Class<?> kind : kinds) {
            for (int seed = 0; seed < 3; seed++) {
                Object sample = sample(kind, seed);
                Object back = roundTrip(sample);
                for (RecordComponent c : kind.getRecordComponents()) {
                    Object expected = c.getAccessor().invoke(sample);
                    Object actual = c.getAccessor().invoke(back);
                    assertTrue(Arrays.deepEquals(new Object[] {expected}, new Object[] {actual}),
                            kind.getSimpleName() + "." + c.getName() + " seed " + seed);
                }
                assertEquals(((StarTechMessage) sample).kind(), ((StarTechMessage) back).kind());
                assertEquals(((StarTechMessage) sample).payloadBytes(), ((StarTechMessage) back).payloadBytes());
            }
        }
    }

    @Test
    void aGrantWithoutOrderingDataKeepsItsNulls() {
        StarTechMessage.StealGranted g = new StarTechMessage.StealGranted(5, 2, new int[] {12, 34}, -50, 50, 3, 2,
                77, 4, 2, null, null);
        StarTechMessage.StealGranted back = roundTrip(g);
        assertNull(back.historyScores());
        assertNull(back.killers());
        assertArrayEquals(g.path(), back.path());
    }

    @Test
    void aNodeResultRoundTrips() {
        Counters counters = Counters.ZERO.with(Counter.STRAY_MESSAGES, 3).with(Counter.PEAK_FRAMES_PER_NODE, 9);
        NodeResult r = new NodeResult(4, counters, new RootOutcome(true, -35, 1234, 99, 88, 77, 6, 5),
                new long[] {1, 2, 3}, new long[] {10, 20, 30});
        NodeResult back = roundTrip(r);
        assertEquals(r.node(), back.node());
        assertEquals(r.counters(), back.counters());
        assertEquals(r.root(), back.root());
        assertArrayEquals(r.intervalStarts(), back.intervalStarts());
        assertArrayEquals(r.intervalLengths(), back.intervalLengths());
    }

    @Test
    void aRunSpecRebuildsTheSameRunOnAnotherMember() {
        Position root = Fen.parse(Fen.START);
        for (String m : new String[] {"g1f3", "g8f6", "f3g1", "f6g8", "e2e4"}) {
            root.makeMove(UciMoves.parse(root, m));
        }
        SchedulerConfig config = SchedulerConfig.load().with(Switch.GLOBAL_TABLE, false)
                .with("table-entries-per-node", 1024);
        RunSpec run = new RunSpec(root, 4, Profile.STRICT, config, 77, new AtomicBoolean());
        StarTechRunSpec spec = roundTrip(StarTechRunSpec.of("session-1", 3, 1, run));
        RunSpec rebuilt = spec.toRunSpec(SchedulerConfig.load(), new AtomicBoolean());
        assertEquals(root.key(), rebuilt.root().key());
        assertEquals(root.historyLength(), rebuilt.root().historyLength());
        for (int i = 0; i <= root.historyLength(); i++) {
            assertEquals(root.keyAt(i), rebuilt.root().keyAt(i), "history " + i);
        }
        assertEquals(4, rebuilt.depth());
        assertEquals(Profile.STRICT, rebuilt.profile());
        assertEquals(77, rebuilt.rootHint());
        assertEquals(config.toString(), rebuilt.config().toString());
        assertEquals(1024, rebuilt.config().tableEntriesPerNode());
    }

    @Test
    void aRunSpecCarriesTheRootMovesItMaySearch() {
        Position root = Fen.parse(Fen.START);
        int[] rootMoves = {UciMoves.parse(root, "e2e4"), UciMoves.parse(root, "d2d4")};
        RunSpec run = new RunSpec(root, 3, Profile.FULL, SchedulerConfig.load(), rootMoves[1], new AtomicBoolean(),
                rootMoves);
        RunSpec rebuilt = roundTrip(StarTechRunSpec.of("session-1", 1, 0, run))
                .toRunSpec(SchedulerConfig.load(), new AtomicBoolean());
        assertArrayEquals(rootMoves, rebuilt.rootMoves());
        assertTrue(rebuilt.rootRestricted());
        assertTrue(rebuilt.searchesAtRoot(rootMoves[0]));
        assertFalse(rebuilt.searchesAtRoot(UciMoves.parse(root, "g1f3")));
        RunSpec all = roundTrip(StarTechRunSpec.of("session-1", 1, 0, RunSpec.of(root, 3, Profile.FULL,
                SchedulerConfig.load()))).toRunSpec(SchedulerConfig.load(), new AtomicBoolean());
        assertFalse(all.rootRestricted());
        assertTrue(all.searchesAtRoot(UciMoves.parse(root, "g1f3")));
    }

    /** A message record with every field set from {@code seed}. */
    private static Object sample(Class<?> type, int seed) throws Exception {
        RecordComponent[] components = type.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> t = components[i].getType();
            types[i] = t;
            int v = seed * 31 + i * 7 - 40;
            if (t == int.class) {
                values[i] = v;
            } else if (t == long.class) {
                values[i] = ((long) v << 33) + i;
            } else if (t == boolean.class) {
                values[i] = (seed + i) % 2 == 0;
            } else if (t == int[].class) {
                values[i] = new int[] {v, -v, Integer.MAX_VALUE, seed};
            } else {
                throw new IllegalStateException(type.getSimpleName() + "." + components[i].getName() + " is a "
                        + t + ": teach the test this type");
            }
        }
        return type.getDeclaredConstructor(types).newInstance(values);
    }
}
