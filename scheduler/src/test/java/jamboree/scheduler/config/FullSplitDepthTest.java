package jamboree.scheduler.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The FULL profile's split depth per machine, and an explicit setting overriding the machine's choice. */
class FullSplitDepthTest {
    private static final int PER_MACHINE = FullSplitDepth.PER_MACHINE;

    @Test
    void theDefaultLetsTheMachineChoose() {
        assertEquals(PER_MACHINE, SchedulerConfig.load().fullSplitDepth());
    }

    @Test
    void theSimulatedMachineKeepsSixWhateverItsSizeAndWindow() {
        for (int nodes : new int[] {1, 2, 64, 512}) {
            assertEquals(6, FullSplitDepth.choose(PER_MACHINE, false, nodes, true));
            assertEquals(6, FullSplitDepth.choose(PER_MACHINE, false, nodes, false));
        }
    }

    @Test
    void oneAndTwoThreadsHandEveryChildOfTheRootToTheSerialSearcher() {
        for (int threads : new int[] {1, 2}) {
            assertEquals(100, FullSplitDepth.choose(PER_MACHINE, true, threads, true));
            assertEquals(100, FullSplitDepth.choose(PER_MACHINE, true, threads, false));
        }
    }

    @Test
    void moreThreadsSplitPrincipalVariationPositionsAtHalfTheDepth() {
        for (int threads : new int[] {3, 8, 64}) {
            assertEquals(6, FullSplitDepth.choose(PER_MACHINE, true, threads, false));
            assertEquals(3, FullSplitDepth.choose(PER_MACHINE, true, threads, true));
        }
    }

    @Test
    void anExplicitDepthOverridesEveryMachinesChoice() {
        assertEquals(2, FullSplitDepth.choose(2, false, 512, true));
        assertEquals(4, FullSplitDepth.choose(4, true, 1, true));
        assertEquals(5, FullSplitDepth.choose(5, true, 2, false));
        assertEquals(2, FullSplitDepth.choose(5, true, 2, true));
        assertEquals(3, SchedulerConfig.load().with(Switch.FULL_SPLIT_DEPTH, 3).fullSplitDepth());
    }

    @Test
    void aNegativeDepthOrNoNodesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> FullSplitDepth.choose(-1, true, 2, false));
        assertThrows(IllegalArgumentException.class, () -> FullSplitDepth.choose(0, true, 0, false));
    }
}
