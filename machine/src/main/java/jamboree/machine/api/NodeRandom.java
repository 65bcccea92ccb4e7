package jamboree.machine.api;

import java.util.SplittableRandom;

/**
 * The random stream of one node, shared by both machines so that a program draws the same numbers on the
 * simulated and the native machine.
 */
public final class NodeRandom {

    private NodeRandom() {
    }

    /** The stream of {@code node} under {@code machineSeed}; neighbouring node numbers get unrelated streams. */
    public static SplittableRandom create(long machineSeed, int node) {
        return new SplittableRandom(spread(machineSeed * 0x9E3779B97F4A7C15L + node));
    }

    /** The MurmurHash3 finaliser, so that seeds differing in one bit start far apart. */
    private static long spread(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }
}
