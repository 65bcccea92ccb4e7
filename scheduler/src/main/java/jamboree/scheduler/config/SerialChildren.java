package jamboree.scheduler.config;

/**
 * How many children a parallel frame searches in order before the rest may be stolen: {@code pv-serial-children}
 * after the first at principal-variation positions, {@code serialization-children} at Type-2 positions that dropped
 * below alpha (6.5). A value of {@link #PER_MACHINE} (the default of both) lets the machine choose, from what was
 * measured on it ({@code docs/bench.md}, "Serializing less on large machines"):
 * <ul>
 *   <li>the simulated CM-5 takes the thesis's values, one serialized child and no principal-variation child in
 *   order. Each child searched in order lies on the critical path; on 512 nodes at the thesis's problem sizes the
 *   critical path is most of T, and these values took a third off the 25 Kaufman positions' total T against 3 and 3
 *   (the average parallelism more than doubled) for 16% more work, while on one node they change only C and on 64
 *   nodes T stayed within half a percent;</li>
 *   <li>the native machine's threads, which share their host's memory, take 3 and 3: a few threads are never short
 *   of parallelism, the work saved counts, and two threads measured a geometric-mean speedup of 1.59 with them
 *   against 1.42 with the thesis's values. A cluster's nodes share no memory and take the CM-5's values.</li>
 * </ul>
 * A value of 0 or more fixes the count on every machine.
 */
public final class SerialChildren {
    /** The setting that lets the machine choose. */
    public static final int PER_MACHINE = -1;
    /** The simulated CM-5's serialization count (the thesis's, 6.5). */
    public static final int SIMULATED_SERIALIZATION = 1;
    /** The simulated CM-5's principal-variation count (the thesis's: Figure 4-5 tests all but the first at once). */
    public static final int SIMULATED_PV = 0;
    /** Real threads' serialization count. */
    public static final int THREADS_SERIALIZATION = 3;
    /** Real threads' principal-variation count. */
    public static final int THREADS_PV = 3;

    private SerialChildren() {
    }

    /** The children a Type-2 position that dropped below alpha searches serially after its first. */
    public static int serialization(int configured, boolean realThreads) {
        return choose(configured, realThreads ? THREADS_SERIALIZATION : SIMULATED_SERIALIZATION);
    }

    /** The children after the first that a principal-variation position tests in order. */
    public static int principalVariation(int configured, boolean realThreads) {
        return choose(configured, realThreads ? THREADS_PV : SIMULATED_PV);
    }

    private static int choose(int configured, int machines) {
        if (configured < PER_MACHINE) {
            throw new IllegalArgumentException("serial children " + configured);
        }
        return configured == PER_MACHINE ? machines : configured;
    }
}
