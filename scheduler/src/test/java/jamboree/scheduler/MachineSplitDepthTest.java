package jamboree.scheduler;

import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * The split depth the native machine chooses reaches its frames: one thread with the default setting searches the
 * tree of split depth 100 (every child of the root one serial search), not the one of an explicit 6.
 */
class MachineSplitDepthTest {
    private static long positions(SchedulerConfig config) {
        try (ParallelSearch search = new ParallelSearch(MachineKind.NATIVE, 1, config,
                MachineConfig.load().with("native.threads", 1))) {
            search.setProfile(Profile.FULL);
            return search.searchToDepth(Fen.parse(Suites.kaufman().get(1).fen()), 9).search().nodes();
        }
    }

    @Test
    void oneThreadHandsTheRootsChildrenToTheSerialSearcherUnlessTold() {
        long chosen = positions(SchedulerConfig.load());
        assertEquals(positions(SchedulerConfig.load().with(Switch.FULL_SPLIT_DEPTH, 100)), chosen);
        assertNotEquals(positions(SchedulerConfig.load().with(Switch.FULL_SPLIT_DEPTH, 6)), chosen);
    }
}
