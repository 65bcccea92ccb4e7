package jamboree.machine.sim;

import jamboree.machine.network.FatTree;

import java.util.Arrays;

/**
 * The earliest time each node could next send, kept as minima over every subtree of the fat tree, so that the
 * control actor can tell each node how far it may safely run: nothing can reach node i before
 * min over j of (earliest send of j + latency from j to i), and that minimum is the smallest, over the levels k
 * of the tree, of (earliest send in i's level-k subtree + the latency of climbing k levels). A node far from the
 * nodes that are about to send therefore gets a longer window than the global lookahead would give it.
 */
final class SendHorizon {

    private final int arity;
    /**
     * log2 of the arity when it is a power of two (the CM-5's 4), else -1: a subtree's index is then a shift, not a
     * division, and every window asks for the bound of each node it wakes and sets each node that reports.
     */
    private final int arityShift;
    private final long[][] minima;
    private final long[] latencyAtLevel;
    /** Per level, the subtrees whose minimum may have changed since it was last computed, listed and flagged. */
    private final int[][] dirty;
    private final boolean[][] dirtyFlags;
    private final int[] dirtyCount;
    private boolean stale;

    SendHorizon(FatTree tree) {
        this.arity = tree.parameters().arity();
        this.arityShift = Integer.bitCount(arity) == 1 ? Integer.numberOfTrailingZeros(arity) : -1;
        int height = tree.height();
        this.minima = new long[height + 1][];
        int width = tree.processors();
        for (int k = 0; k <= height; k++) {
            minima[k] = new long[width];
            Arrays.fill(minima[k], SimNode.NEVER);
            width = (width + arity - 1) / arity;
        }
        this.dirty = new int[height + 1][];
        this.dirtyFlags = new boolean[height + 1][];
        for (int k = 1; k <= height; k++) {
            dirty[k] = new int[minima[k].length];
            dirtyFlags[k] = new boolean[minima[k].length];
        }
        this.dirtyCount = new int[height + 1];
        this.latencyAtLevel = new long[height + 1];
        for (int k = 0; k <= height; k++) {
            latencyAtLevel[k] = tree.latencyAtLevel(k);
        }
    }

    long get(int node) {
        return minima[0][node];
    }

    /**
     * Sets a node's earliest send. The subtrees above it are brought up to date only when a bound or the global
     * minimum is next asked for: a window's reports set hundreds of nodes that share their subtrees, and each
     * subtree's minimum is then found once rather than once per node below it.
     */
    void set(int node, long earliestSend) {
        minima[0][node] = earliestSend;
        if (minima.length > 1) {
            markDirty(1, parent(node));
            stale = true;
        }
    }

    private void markDirty(int level, int index) {
        if (!dirtyFlags[level][index]) {
            dirtyFlags[level][index] = true;
            dirty[level][dirtyCount[level]++] = index;
        }
    }

    /** Recomputes the minimum of every subtree with a changed node below it, level by level from the bottom. */
    private void refresh() {
        for (int k = 1; k < minima.length; k++) {
            long[] below = minima[k - 1];
            long[] here = minima[k];
            int[] indices = dirty[k];
            boolean[] flags = dirtyFlags[k];
            for (int i = 0; i < dirtyCount[k]; i++) {
                int index = indices[i];
                flags[index] = false;
                long m = SimNode.NEVER;
                int first = index * arity;
                int last = Math.min(below.length, first + arity);
                for (int c = first; c < last; c++) {
                    m = Math.min(m, below[c]);
                }
                if (here[index] != m) {
                    here[index] = m;
                    if (k + 1 < minima.length) {
                        markDirty(k + 1, parent(index));
                    }
                }
            }
            dirtyCount[k] = 0;
        }
        stale = false;
    }

    /** The earliest send anywhere. */
    long globalMinimum() {
        if (stale) {
            refresh();
        }
        return minima[minima.length - 1][0];
    }

    /** The largest latency in the machine: no window reaches further than the global minimum plus this. */
    long maximumLatency() {
        return latencyAtLevel[latencyAtLevel.length - 1];
    }

    /** The latency of the shortest path: a node that is alone in the machine reaches itself after this. */
    long nearestLatency() {
        long nearest = SimNode.NEVER;
        for (long latency : latencyAtLevel) {
            nearest = Math.min(nearest, latency);
        }
        return nearest;
    }

    /** Nothing sent from now on can reach {@code node} before this time. */
    long bound(int node) {
        if (stale) {
            refresh();
        }
        long bound = SimNode.NEVER;
        int index = node;
        for (int k = 0; k < minima.length; k++) {
            long m = minima[k][index];
            if (m != SimNode.NEVER) {
                bound = Math.min(bound, m + latencyAtLevel[k]);
            }
            index = parent(index);
        }
        return bound;
    }

    /** The index of the subtree one level up that holds subtree {@code index}. */
    private int parent(int index) {
        return arityShift >= 0 ? index >>> arityShift : index / arity;
    }
}
