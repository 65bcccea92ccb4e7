package jamboree.machine.sim;

import jamboree.machine.config.MachineConfig;
import jamboree.machine.network.FatTree;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The send horizon against the definition it keeps: a node's bound is the smallest, over the levels k of the fat tree,
 * of the earliest send in its level-k subtree plus the latency of climbing k levels, computed here from scratch
 * after every change, whatever order the changes and the questions come in.
 */
class SendHorizonTest {

    private static final MachineConfig CONFIG = MachineConfig.load();

    @Test
    void boundsAndTheGlobalMinimumFollowEverySetOnFullAndRaggedTrees() {
        for (int arity : new int[] {2, 4}) {
            for (int processors : new int[] {1, 2, 5, 64, 100, 512}) {
                check(new FatTree(CONFIG.with("network.arity", arity).network(), processors), processors, arity);
            }
        }
    }

    private static void check(FatTree tree, int processors, int arity) {
        SendHorizon horizon = new SendHorizon(tree);
        long[] sends = new long[processors];
        Arrays.fill(sends, SimNode.NEVER);
        SplittableRandom random = new SplittableRandom(processors * 31L + arity);
        for (int step = 0; step < 4000; step++) {
            // Mostly a few nodes set between two questions, now and then a whole window's worth.
            int changes = random.nextInt(8) == 0 ? random.nextInt(processors) + 1 : random.nextInt(3) + 1;
            for (int c = 0; c < changes; c++) {
                int node = random.nextInt(processors);
                long send = random.nextInt(10) == 0 ? SimNode.NEVER : random.nextLong(1_000_000);
                sends[node] = send;
                horizon.set(node, send);
                assertEquals(send, horizon.get(node));
            }
            assertEquals(Arrays.stream(sends).min().orElseThrow(), horizon.globalMinimum(), "global minimum");
            int node = random.nextInt(processors);
            assertEquals(expectedBound(tree, sends, node, arity), horizon.bound(node),
                    "bound of node " + node + " of " + processors + " at step " + step);
        }
    }

    private static long expectedBound(FatTree tree, long[] sends, int node, int arity) {
        long bound = SimNode.NEVER;
        long span = 1;
        for (int k = 0; k <= tree.height(); k++) {
            long subtreeMinimum = SimNode.NEVER;
            for (int j = 0; j < sends.length; j++) {
                if (j / span == node / span) {
                    subtreeMinimum = Math.min(subtreeMinimum, sends[j]);
                }
            }
            if (subtreeMinimum != SimNode.NEVER) {
                bound = Math.min(bound, subtreeMinimum + tree.latencyAtLevel(k));
            }
            span *= arity;
        }
        return bound;
    }
}
