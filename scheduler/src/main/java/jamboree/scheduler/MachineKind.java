package jamboree.scheduler;

import java.util.Locale;

/** Where a {@link ParallelSearch} runs. */
public enum MachineKind {
    /** The engine's serial search on the calling thread (the reference for speedup and work efficiency). */
    SERIAL,
    /** The native machine: one node per host thread, wall-clock time. */
    NATIVE,
    /** The simulated CM-5: P nodes, simulated cycles, deterministic. */
    CM5,
    /** Native nodes spread over the members of a Pekko cluster (this JVM one of them), wall-clock time. */
    CLUSTER;

    public static MachineKind parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("machine must be serial, native, cm5 or cluster, got '" + text + "'");
        }
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
