package jamboree.machine.network;

import jamboree.machine.config.NetworkParameters;

/**
 * The topology and timing of the data network for one machine size. Nodes are leaves numbered left to right; a
 * message climbs to the least common ancestor of source and destination and comes down again (section 2.2).
 */
public final class FatTree {

    private final NetworkParameters parameters;
    private final int processors;
    private final int height;
    private final long[] latencyByLevel;
    private final int[] capacityByLevel;
    /** Bits per level when the arity is a power of two (every send and receive asks for a level), else 0. */
    private final int bitsPerLevel;

    public FatTree(NetworkParameters parameters, int processors) {
        if (processors < 1) {
            throw new IllegalArgumentException("a machine needs at least one node, got " + processors);
        }
        this.parameters = parameters;
        this.processors = processors;
        this.height = levelsFor(processors, parameters.arity());
        int arity = parameters.arity();
        this.bitsPerLevel = Integer.bitCount(arity) == 1 ? Integer.numberOfTrailingZeros(arity) : 0;
        this.latencyByLevel = new long[height + 2];
        this.capacityByLevel = new int[height + 2];
        for (int level = 0; level < latencyByLevel.length; level++) {
            // A message to oneself still goes through the first router.
            int climbed = Math.max(1, level);
            latencyByLevel[level] = parameters.neighbourLatency()
                    + Math.round((climbed - 1) * parameters.latencyPerLevel());
            capacityByLevel[level] = Math.max(1,
                    (int) Math.floor(parameters.capacityBase() + climbed * parameters.capacityPerLevel()));
        }
    }

    /** Levels of routers needed above {@code processors} leaves: the smallest h with arity^h >= processors. */
    public static int levelsFor(int processors, int arity) {
        int h = 0;
        long leaves = 1;
        while (leaves < processors) {
            leaves *= arity;
            h++;
        }
        return h;
    }

    public int processors() {
        return processors;
    }

    /** Levels of the tree (0 for a one-node machine). */
    public int height() {
        return height;
    }

    /** The level of the least common ancestor of two nodes: 0 for the same node, 1 for siblings, ... */
    public int levelsCrossed(int source, int destination) {
        if (bitsPerLevel > 0) {
            // The highest differing digit in base arity, counted from 1.
            int differing = 32 - Integer.numberOfLeadingZeros(source ^ destination);
            return (differing + bitsPerLevel - 1) / bitsPerLevel;
        }
        int level = 0;
        int a = source;
        int b = destination;
        int arity = parameters.arity();
        while (a != b) {
            a /= arity;
            b /= arity;
            level++;
        }
        return level;
    }

    /** Cycles from injecting the first packet to its arrival, without contention. */
    public long latency(int source, int destination) {
        return latencyByLevel[levelsCrossed(source, destination)];
    }

    /** Cycles for a message that climbs {@code level} levels (0: to oneself, 1: to a sibling, ...). */
    public long latencyAtLevel(int level) {
        return latencyByLevel[level];
    }

    /** The largest latency of any pair in this machine. */
    public long maximumLatency() {
        return latencyByLevel[height];
    }

    /** The smallest latency of any pair: the simulator's lookahead. */
    public long minimumLatency() {
        return latencyByLevel[0];
    }

    /** Packets the network holds from {@code source} towards {@code destination} before refusing more. */
    public int capacity(int source, int destination) {
        return capacityByLevel[levelsCrossed(source, destination)];
    }

    /** Cycles one packet occupies a link. */
    public long wireCycles() {
        return parameters.wireCycles();
    }

    public NetworkParameters parameters() {
        return parameters;
    }
}
