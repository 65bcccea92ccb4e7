package jamboree.bench.cluster;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
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
                .with(Switch.DEFERRED_READS, false);
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
        assertEquals("kaufman/" + position.id() + " P=16 rid- dr- naive ser+ serial-depth=2", wire.label());
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
        DispatcherMessage.Done back = roundTrip(new DispatcherMessage.Done(3, Measurement.of(trial), "h:1"));
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
    }

    @Test
    void anUnknownSwitchIsRefusedWithItsName() {
        WireRequest bad = new WireRequest("s", 0, "p", "8/8/8/8/8/8/8/K1k5 w - - 0 1", 1, 1,
                java.util.List.of(new WireRequest.SwitchSetting("warp-drive", true)), 1, false);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, bad::toRequest);
        assertEquals("unknown scheduler switch 'warp-drive' in a search request", e.getMessage());
    }
}
