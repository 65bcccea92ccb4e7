package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A large search on the simulated machine is the same search however many host threads run it: one thread runs every
 * window on the caller's thread, more hand slices of the windows that wake many nodes to other threads.
 */
class HostThreadsTest {

    private static ParallelSearchResult run(Position position, int processors, int simulationThreads) {
        MachineConfig machine = MachineConfig.load().withSimulationThreads(simulationThreads);
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, processors, SchedulerConfig.load(),
                machine)) {
            search.setProfile(Profile.STARTECH);
            return search.searchToDepth(position, 4);
        }
    }

    @Test
    void aSearchOn256NodesIsTheSameOnOneTwoAndThreeHostThreads() {
        Position position = Fen.parse(Suites.kaufman().get(3).fen());
        ParallelSearchResult one = run(position, 256, 1);
        assertTrue(one.counters().get(jamboree.scheduler.startech.Counter.STEALS_GRANTED) > 0, "work was stolen");
        for (int threads : new int[] {2, 3}) {
            ParallelSearchResult more = run(position, 256, threads);
            assertEquals(one.search().bestMove(), more.search().bestMove());
            assertEquals(one.search().score(), more.search().score());
            assertEquals(one.search().nodes(), more.search().nodes());
            assertEquals(one.timeCycles(), more.timeCycles());
            assertEquals(one.work(), more.work());
            assertEquals(one.criticalPath(), more.criticalPath());
            assertEquals(one.breakdown(), more.breakdown());
            assertEquals(one.counters(), more.counters());
            assertEquals(one.traceHash(), more.traceHash());
            assertArrayEquals(one.idealParallelism(), more.idealParallelism());
        }
    }
}
