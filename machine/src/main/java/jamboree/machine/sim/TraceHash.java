package jamboree.machine.sim;

/** A running 64-bit hash of a sequence of events; equal sequences give equal hashes. */
final class TraceHash {

    private long state = 0x243F6A8885A308D3L;

    void add(long value) {
        state = Long.rotateLeft(state ^ mix(value), 29) * 0x9E3779B97F4A7C15L;
    }

    long value() {
        return mix(state);
    }

    /** The MurmurHash3 finaliser: spreads every input bit over the output. */
    static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }

    /** Combines per-node hashes in node order into one hash of the whole run. */
    static long combine(long[] perNode) {
        TraceHash h = new TraceHash();
        h.add(perNode.length);
        for (long v : perNode) {
            h.add(v);
        }
        return h.value();
    }
}
