package jamboree.uci.cli;

import jamboree.engine.search.Profile;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.config.FullSplitDepth;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.SerialChildren;

import java.util.ArrayList;
import java.util.List;

/**
 * The switches a run leaves to its machine ({@code -1} or {@code 0}: chosen per machine), as that machine resolves
 * them, for the header line of {@code search --machine} and the settings lines of {@code bench}: the settings show
 * what was configured, and a reader should not have to look up what -1 came to.
 */
final class MachineChoices {

    private MachineChoices() {
    }

    /** {@code "; chosen by the machine: ..."}, or empty when the run leaves nothing to the machine. */
    static String of(MachineKind kind, int nodes, Profile profile, SchedulerConfig config) {
        return of(kind, nodes, profile, config.serializationChildren(), config.pvSerialChildren(),
                config.fullSplitDepth());
    }

    /** {@link #of(MachineKind, int, Profile, SchedulerConfig)} from the three switches' configured values. */
    static String of(MachineKind kind, int nodes, Profile profile, int serializationChildren, int pvSerialChildren,
                     int fullSplitDepth) {
        if (kind == MachineKind.SERIAL) {
            return "";
        }
        // The node program tells machines apart by shared memory, which only the native machine's threads have.
        boolean sharesMemory = kind == MachineKind.NATIVE;
        List<String> words = new ArrayList<>();
        if (serializationChildren == SerialChildren.PER_MACHINE) {
            words.add("serialization-children="
                    + SerialChildren.serialization(SerialChildren.PER_MACHINE, sharesMemory));
        }
        if (pvSerialChildren == SerialChildren.PER_MACHINE) {
            words.add("pv-serial-children="
                    + SerialChildren.principalVariation(SerialChildren.PER_MACHINE, sharesMemory));
        }
        if (profile == Profile.FULL && fullSplitDepth == FullSplitDepth.PER_MACHINE) {
            int depth = FullSplitDepth.choose(FullSplitDepth.PER_MACHINE, sharesMemory, nodes, false);
            int pv = FullSplitDepth.choose(FullSplitDepth.PER_MACHINE, sharesMemory, nodes, true);
            words.add("full-split-depth=" + depth
                    + (pv == depth ? "" : " (" + pv + " at principal-variation positions)"));
        }
        return words.isEmpty() ? "" : "; chosen by the machine: " + String.join(" ", words);
    }
}
