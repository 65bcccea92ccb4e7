package jamboree.bench.cm5;

import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.engine.search.Profile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A source's serial searches come from its store when it holds them, and go to it when made. */
class SerialStoreTest {

    private static final SuitePosition K01 = SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0);

    /** Recalls one made-up search (figures no real search gives) and keeps what it is told. */
    private static final class OneSearchStore implements SerialStore {
        final SerialMeasurement known;
        final List<SerialMeasurement> recorded = new ArrayList<>();
        boolean closed;

        OneSearchStore(SerialMeasurement known) {
            this.known = known;
        }

        @Override
        public Optional<SerialMeasurement> recall(String fen, int depth, Profile profile) {
            return fen.equals(known.fen()) && depth == known.depth() && profile == known.profile()
                    ? Optional.of(known) : Optional.empty();
        }

        @Override
        public synchronized void record(SerialMeasurement measured) {
            recorded.add(measured);
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void aKeptSearchIsRecalledAndAMissingOneMadeAndKept() {
        String fen = K01.record().fen();
        OneSearchStore store = new OneSearchStore(new SerialMeasurement(fen, 3, Profile.STARTECH, 7, 11));
        long realNodesAtTwo;
        try (SimulatedTrialSource fresh = SimulatedTrialSource.defaults()) {
            realNodesAtTwo = fresh.serialNodes(K01, 2);
        }
        try (SimulatedTrialSource source = SimulatedTrialSource.defaults()) {
            source.keepSerialSearchesIn(store);
            assertTrue(source.keepsSerialSearches());
            assertEquals(11, source.serialNodes(K01, 3), "recalled, not searched");
            assertEquals(7, source.run(new TrialRequest("kaufman", K01, 3, 2, Settings.BASELINE, 1, false))
                    .serialWork(), "the trial's reference recalled too");
            assertEquals(List.of(), store.recorded);

            assertEquals(realNodesAtTwo, source.serialNodes(K01, 2));
            assertEquals(1, store.recorded.size());
            SerialMeasurement made = store.recorded.get(0);
            assertEquals(List.of(fen, 2, Profile.STARTECH, realNodesAtTwo),
                    List.of(made.fen(), made.depth(), made.profile(), made.nodes()));
            assertTrue(made.work() > 0);
            source.serialNodes(K01, 2);
            assertEquals(1, store.recorded.size(), "memoised: made and kept once");

            assertThrows(IllegalStateException.class, () -> source.keepSerialSearchesIn(SerialStore.NONE));
        }
        assertTrue(store.closed, "the source closes its store");
    }
}
