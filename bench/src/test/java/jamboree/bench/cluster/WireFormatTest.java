package jamboree.bench.cluster;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.engine.search.Profile;
import jamboree.machine.cluster.CborMessage;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.Switch;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.serialization.Serialization;
import org.apache.pekko.serialization.SerializationExtension;
import org.apache.pekko.serialization.Serializer;
import org.apache.pekko.serialization.jackson.JacksonCborSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Requests and results survive the trip through Jackson CBOR exactly, profiles and switch order included. */
class WireFormatTest {

    private static ActorSystem<Void> system;
    private static Serialization serialization;

    @BeforeAll
    static void start() {
        system = ActorSystem.create(Behaviors.empty(), "wire-format");
        serialization = SerializationExtension.get(system);
    }

    @AfterAll
    static void stop() {
        system.terminate();
    }

    /** {@link DispatcherMessage.Done} as members sent it before they timed their searches. */
    record OlderDone(long id, Measurement measurement, String member) implements CborMessage {
    }

    private static <T> T roundTrip(T message) {
        Serializer serializer = serialization.findSerializerFor(message);
        assertInstanceOf(JacksonCborSerializer.class, serializer, "travels as CBOR");
        byte[] bytes = serialization.serialize(message).get();
        @SuppressWarnings("unchecked")
        T back = (T) serialization.deserialize(bytes, serializer.identifier(), message.getClass().getName()).get();
        return back;
    }

    @Test
    void aRequestWithSwitchesOfEveryTypeComesBackEqual() {
        SuitePosition position = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(3);
        Settings settings = Settings.BASELINE.with(Switch.THROTTLE, "naive").with(Switch.SERIAL_DEPTH, 2)
                .with(Switch.DEFERRED_READS, false).withProfile(Profile.FULL);
        TrialRequest request = new TrialRequest("kaufman", position, 4, 16, settings, 7, true);
        WireRequest wire = WireRequest.of(request);
        RunnerMessage.Search search = new RunnerMessage.Search(42, SearchSetup.of(MachineConfig.load()), wire,
                system.ignoreRef());
        RunnerMessage.Search back = roundTrip(search);
        assertEquals(search.setup(), back.setup());
        assertEquals(42, back.id());
        TrialRequest again = back.request().toRequest();
        assertEquals(settings, again.settings());
        assertEquals(settings.label(), again.settings().label(), "switch order is kept");
        assertEquals(position.record().fen(), again.position().record().fen());
        assertEquals(position.id(), again.position().id());
        assertEquals(position.index(), again.position().index());
        assertEquals(request.suite(), again.suite());
        assertEquals(request.depth(), again.depth());
        assertEquals(request.processors(), again.processors());
        assertEquals(request.seed(), again.seed());
        assertEquals(request.recordProfiles(), again.recordProfiles());
        assertEquals(Profile.FULL, again.settings().profile(), "the tree travels with the request");
        assertEquals("kaufman/" + position.id() + " P=16 rid- dr- naive ser+ serial-depth=2 profile=full",
                wire.label());
    }

    @Test
    void aMeasuredTrialWithProfilesComesBackFigureForFigure() {
        SuitePosition position = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);
        TrialRequest request = new TrialRequest("kaufman", position, 3, 4, Settings.BASELINE, 1, true);
        Trial trial;
        try (SimulatedTrialSource source = SimulatedTrialSource.defaults()) {
            trial = source.run(request);
        }
        assertFalse(trial.ideal().isEmpty());
        DispatcherMessage.Done back = roundTrip(new DispatcherMessage.Done(3, Measurement.of(trial), "h:1",
                1_234_567_891L, 0.375));
        assertEquals(1_234_567_891L, back.nanos(), "the member's own clock");
        assertEquals(0.375, back.otherCores());
        assertTrue(Double.isNaN(roundTrip(new DispatcherMessage.Done(3, Measurement.of(trial), "h:1", 5,
                Double.NaN)).otherCores()), "a host that does not say its other processes' load");
        // A member of older code sends its result without a time: read here, the search is not timed.
        OlderDone older = new OlderDone(3, Measurement.of(trial), "h:1");
        Serializer serializer = serialization.findSerializerFor(older);
        DispatcherMessage.Done read = (DispatcherMessage.Done) serialization.deserialize(
                serialization.serialize(older).get(), serializer.identifier(),
                DispatcherMessage.Done.class.getName()).get();
        assertEquals(0, read.nanos(), "no time");
        assertEquals(trial.work(), read.measurement().toTrial(request).work());
        Trial t = back.measurement().toTrial(request);
        assertEquals(trial.suite(), t.suite());
        assertEquals(trial.position(), t.position());
        assertEquals(trial.index(), t.index());
        assertEquals(trial.settings(), t.settings());
        assertEquals(trial.clockHz(), t.clockHz());
        assertEquals(trial.time(), t.time());
        assertEquals(trial.work(), t.work());
        assertEquals(trial.span(), t.span());
        assertEquals(trial.nodes(), t.nodes());
        assertEquals(trial.serialWork(), t.serialWork());
        assertEquals(trial.bestMove(), t.bestMove());
        assertEquals(trial.score(), t.score());
        assertEquals(java.util.List.copyOf(trial.breakdown().entrySet()), java.util.List.copyOf(t.breakdown().entrySet()),
                "the breakdown in the same order");
        assertEquals(trial.ideal().binCycles(), t.ideal().binCycles());
        assertArrayEquals(trial.ideal().parallelism(), t.ideal().parallelism());
        assertEquals(trial.utilization().bucketCycles(), t.utilization().bucketCycles());
        assertArrayEquals(trial.utilization().workingNodes(), t.utilization().workingNodes());
        assertArrayEquals(trial.utilization().busyNodes(), t.utilization().busyNodes());
        assertFalse(trial.chessWork().isEmpty());
        assertEquals(java.util.List.copyOf(trial.chessWork().entrySet()), java.util.List.copyOf(t.chessWork().entrySet()),
                "the chess work by operation, in the same order");
    }

    @Test
    void anUnknownSwitchIsRefusedWithItsName() {
        WireRequest bad = new WireRequest("s", 0, "p", "8/8/8/8/8/8/8/K1k5 w - - 0 1", 1, 1,
                java.util.List.of(new WireRequest.SwitchSetting("warp-drive", true)), "STARTECH", 1, false);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, bad::toRequest);
        assertEquals("unknown scheduler switch 'warp-drive' in a search request", e.getMessage());
        WireRequest badTree = new WireRequest("s", 0, "p", "8/8/8/8/8/8/8/K1k5 w - - 0 1", 1, 1, java.util.List.of(),
                "BUSHY", 1, false);
        assertEquals("unknown search profile 'BUSHY' in a search request",
                assertThrows(IllegalArgumentException.class, badTree::toRequest).getMessage());
    }
}
