package jamboree.engine.search;

/**
 * The only source of time a search sees. Injected, so that a simulated machine can hand the search its
 * virtual clock and tests can drive time by hand.
 */
@FunctionalInterface
public interface SearchClock {
    /** The host's monotonic clock. */
    SearchClock SYSTEM = System::nanoTime;

    /** Monotonic time in nanoseconds; only differences are meaningful. */
    long nanoTime();
}
