package jamboree.machine.network;

import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FatTreeTest {

    private static final MachineConfig CONFIG = MachineConfig.load();

    @Test
    void levelsOfA4aryTree() {
        assertEquals(0, FatTree.levelsFor(1, 4));
        assertEquals(1, FatTree.levelsFor(4, 4));
        assertEquals(2, FatTree.levelsFor(5, 4));
        assertEquals(3, FatTree.levelsFor(64, 4));
        assertEquals(7, FatTree.levelsFor(16384, 4));
    }

    @Test
    void levelsCrossedIsTheLevelOfTheCommonAncestorForEveryArity() {
        for (int arity : new int[] {2, 3, 4, 8}) {
            FatTree tree = new FatTree(CONFIG.with("network.arity", arity).network(), 300);
            for (int a = 0; a < 300; a++) {
                for (int b = 0; b < 300; b++) {
                    int level = 0;
                    for (int x = a, y = b; x != y; x /= arity, y /= arity) {
                        level++;
                    }
                    assertEquals(level, tree.levelsCrossed(a, b), "arity " + arity + ": " + a + " to " + b);
                }
            }
        }
        FatTree big = new FatTree(CONFIG.network(), 16384);
        assertEquals(7, big.levelsCrossed(0, 16383));
        assertEquals(7, big.levelsCrossed(4095, 4096));
        assertEquals(6, big.levelsCrossed(1023, 1024));
        assertEquals(1, big.levelsCrossed(16380, 16383));
    }

    @Test
    void latencyRunsFrom3usForNeighboursTo7usAcross16kNodes() {
        FatTree tree = new FatTree(CONFIG.network(), 16384);
        assertEquals(99, tree.latency(0, 1));
        assertEquals(99, tree.latency(4, 7));
        assertEquals(99 + 22, tree.latency(3, 4));
        assertEquals(99 + 2 * 22, tree.latency(0, 16));
        assertEquals(231, tree.latency(0, 16383));
        assertEquals(231, tree.maximumLatency());
        assertEquals(99, tree.minimumLatency());
        assertEquals(33, tree.wireCycles());
    }

    @Test
    void capacityGrowsWithTheLevelsCrossed() {
        FatTree tree = new FatTree(CONFIG.network(), 128);
        assertEquals(10, tree.capacity(0, 4));
        assertEquals(11, tree.capacity(0, 16));
        assertEquals(11, tree.capacity(0, 64));
    }

    @Test
    void aMachineNeedsANode() {
        assertThrows(IllegalArgumentException.class, () -> new FatTree(CONFIG.network(), 0));
    }
}
