package jamboree.uci.engine;

import java.util.Arrays;
import java.util.List;

/**
 * What {@code Threads} above 1 runs when the machine is the serial one: the GUI user who only sets Threads gets
 * parallel play either way, and the option "Parallel Algorithm" says which.
 */
public enum ParallelAlgorithm {
    /** Threads searching the same root on one shared table ({@link jamboree.engine.smp.LazySmpSearch}). */
    LAZY_SMP("Lazy SMP"),
    /** StarTech's Jamboree search on the native machine, one node per thread ({@link MachineEngine}). */
    JAMBOREE("Jamboree");

    private final String label;

    ParallelAlgorithm(String label) {
        this.label = label;
    }

    /** The option value a GUI shows. */
    public String label() {
        return label;
    }

    public static List<String> labels() {
        return Arrays.stream(values()).map(ParallelAlgorithm::label).toList();
    }

    /** The algorithm of an option value, as GUIs send it (case-insensitive). */
    public static ParallelAlgorithm parse(String text) {
        for (ParallelAlgorithm algorithm : values()) {
            if (algorithm.label.equalsIgnoreCase(text.trim())) {
                return algorithm;
            }
        }
        throw new IllegalArgumentException("parallel algorithm must be one of " + labels() + ", got '" + text + "'");
    }
}
