package jamboree.scheduler.startech;

import jamboree.engine.search.TranspositionTable;
import jamboree.machine.MachineType;
import jamboree.scheduler.config.SchedulerConfig;

/**
 * The one table the native machine's serial leaf searches share. A node's leaves are subtrees another node searched
 * one iteration before (one ply shallower), and stolen work runs on the thief: with a table per node, the thief
 * found none of the victim's moves and bounds inside its leaves, and every node learned the same positions again.
 * The table needs no lock (a torn entry reads as a miss), as with Lazy SMP. Its size is what the nodes' own tables
 * would have taken together, so the machine's memory does not change. The simulated CM-5's nodes share no memory:
 * each keeps its own.
 */
public final class NativeLeafTable {
    private NativeLeafTable() {
    }

    /** The shared leaf table of a machine of this type and size, or null where each node keeps its own. */
    public static TranspositionTable of(MachineType type, int processors, SchedulerConfig config) {
        if (type != MachineType.NATIVE || !config.nativeSharedTable() || config.leafTableMegabytes() == 0) {
            return null;
        }
        long megabytes = Math.min(Integer.MAX_VALUE, (long) config.leafTableMegabytes() * processors);
        return new TranspositionTable((int) megabytes);
    }
}
