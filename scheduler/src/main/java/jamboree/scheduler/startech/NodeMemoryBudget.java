package jamboree.scheduler.startech;

import jamboree.scheduler.config.SchedulerConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fits the nodes' memory to the heap before a machine is built. A CM-5 node had 32 MB of its own; 16,384 simulated
 * nodes share one JVM's heap, and at the configured sizes (a slice of the global table and a leaf table per node) a
 * large machine would not fit: the search would die of an {@link OutOfMemoryError} while building its nodes.
 *
 * <p>The estimate per node is what the machine keeps for it, what the program keeps (its parts, its frames, and
 * its serial leaf searcher, built by the nodes that search leaves: a measured average), its slice of the global table
 * in full and its leaf table in full. When the machine does not fit in the budget, the leaf tables shrink first
 * (halved down to none: they serve the leaf searches' move ordering, which the global table also gives), then the
 * slices (halved down to {@link #MIN_ENTRIES}), and last the number of nodes. A configuration that fits is returned
 * unchanged, which is what keeps every figure of the usual machine sizes where it was.
 */
public final class NodeMemoryBudget {
    /**
     * The program's own bytes per node beyond its tables: the program's parts and frames of a run, the node's
     * memory, and the serial leaf searcher (built only by the nodes that search leaves, tens of kilobytes each),
     * averaged over the nodes: at 16,384 nodes to depth 6 the machine and the programs took about 57 KB per node
     * with 1,024-entry slices.
     */
    static final long PROGRAM_BYTES_PER_NODE = 24 * 1024;
    /** Bytes of one global-table entry: a key and a data word. */
    static final long BYTES_PER_ENTRY = 16;
    /** The smallest slice the budget cuts to: below this the global table stops being a table worth the name. */
    static final int MIN_ENTRIES = 64;

    /** What the search runs with, and what was changed to fit (empty when nothing was). */
    public record Fit(int processors, SchedulerConfig config, List<String> notes) {
        public boolean changed() {
            return !notes.isEmpty();
        }
    }

    private NodeMemoryBudget() {
    }

    /** Bytes {@code processors} nodes take with tables of {@code entries} entries and {@code leafMegabytes} MB. */
    static long estimate(int processors, int entries, int leafMegabytes, long machineBytesPerNode) {
        long perNode = machineBytesPerNode + PROGRAM_BYTES_PER_NODE + entries * BYTES_PER_ENTRY
                + ((long) leafMegabytes << 20);
        return processors * perNode;
    }

    /**
     * The largest configuration not beyond {@code config} and {@code processors} whose estimate fits in
     * {@code budgetBytes}.
     */
    public static Fit fit(int processors, SchedulerConfig config, long machineBytesPerNode, long budgetBytes) {
        int entries = config.tableEntriesPerNode();
        int leaf = config.leafTableMegabytes();
        long wanted = estimate(processors, entries, leaf, machineBytesPerNode);
        if (wanted <= budgetBytes) {
            return new Fit(processors, config, List.of());
        }
        while (leaf > 0 && estimate(processors, entries, leaf, machineBytesPerNode) > budgetBytes) {
            leaf /= 2;
        }
        while (entries > MIN_ENTRIES && estimate(processors, entries, leaf, machineBytesPerNode) > budgetBytes) {
            entries /= 2;
        }
        int nodes = processors;
        long perNode = estimate(1, entries, leaf, machineBytesPerNode);
        if (nodes * perNode > budgetBytes) {
            nodes = (int) Math.max(1, budgetBytes / perNode);
        }
        List<String> changes = new ArrayList<>();
        if (leaf != config.leafTableMegabytes()) {
            changes.add("leaf tables of " + leaf + " MB instead of " + config.leafTableMegabytes());
        }
        if (entries != config.tableEntriesPerNode()) {
            changes.add(entries + " global-table entries per node instead of " + config.tableEntriesPerNode());
        }
        if (nodes != processors) {
            changes.add(nodes + " nodes instead of " + processors);
        }
        String note = String.format(Locale.ROOT, "the memory of %d nodes (about %d MB) does not fit in the %d MB this"
                + " heap gives the machine; using %s", processors, wanted >> 20, budgetBytes >> 20,
                String.join(", ", changes));
        SchedulerConfig fitted = config.with("leaf-table-megabytes", leaf).with("table-entries-per-node", entries);
        return new Fit(nodes, fitted, List.of(note));
    }
}
