package jamboree.bench.cm5;

import jamboree.engine.search.Profile;

import java.util.Optional;

/**
 * Where the serial reference searches of a run are kept for a later run of the same code and configurations (the
 * bench's serial journal): a resumed run then neither sizes its problems nor measures its references again.
 */
public interface SerialStore extends AutoCloseable {

    /** Keeps nothing and recalls nothing. */
    SerialStore NONE = new SerialStore() {
        @Override
        public Optional<SerialMeasurement> recall(String fen, int depth, Profile profile) {
            return Optional.empty();
        }

        @Override
        public void record(SerialMeasurement measured) {
        }
    };

    /** What an earlier run measured for this search, or empty. */
    Optional<SerialMeasurement> recall(String fen, int depth, Profile profile);

    /** Keeps {@code measured}, just measured; called from several threads at once. */
    void record(SerialMeasurement measured);

    /** Releases the store's file, if any; what was recorded is kept. */
    @Override
    default void close() {
    }
}
