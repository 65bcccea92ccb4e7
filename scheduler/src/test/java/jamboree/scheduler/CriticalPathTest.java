package jamboree.scheduler;

import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.Counter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The critical path by time stamps follows the order the scheduler really imposes: children a frame searches one
 * after another (the serialized prefix of 6.5 and of principal-variation positions) lie on one path, children
 * tested in parallel do not.
 */
class CriticalPathTest {
    private static final List<EpdRecord> SUITE = Suites.kaufman();

    private static ParallelSearchResult run(EpdRecord position, int processors, SchedulerConfig config) {
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, processors, config, MachineConfig.load())) {
            search.setProfile(Profile.STRICT);
            return search.searchToDepth(Fen.parse(position.fen()), 3);
        }
    }

    @ParameterizedTest(name = "P={0}")
    @ValueSource(ints = {1, 4})
    void aRootWhoseChildrenAreAllSearchedInOrderHasItsWholeWorkOnThePath(int processors) {
        // At depth 3 the root's children are serial leaf searches; with every child of a principal-variation
        // position serialized, nothing may be stolen and every cycle of work is on one chain.
        SchedulerConfig serial = SchedulerConfig.load().with("pv-serial-children", 1000);
        for (EpdRecord position : SUITE.subList(0, 5)) {
            ParallelSearchResult r = run(position, processors, serial);
            assertEquals(r.work(), r.criticalPath(), position.id());
            assertEquals(0, r.counters().get(Counter.STEALS_GRANTED), position.id());
        }
    }

    @ParameterizedTest(name = "P={0}")
    @ValueSource(ints = {1, 4})
    void parallelTestsAreNotOnOnePath(int processors) {
        SchedulerConfig parallel = SchedulerConfig.load().with("pv-serial-children", 0);
        for (EpdRecord position : SUITE.subList(0, 5)) {
            ParallelSearchResult r = run(position, processors, parallel);
            assertTrue(r.criticalPath() < r.work(), position.id() + ": C " + r.criticalPath() + " W " + r.work());
        }
    }
}
