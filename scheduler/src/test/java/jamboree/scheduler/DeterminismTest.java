package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.table.TableRecycler;
import jamboree.scheduler.table.TableStore;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A simulated run is a function of its inputs and seed: two runs agree on everything they measure. */
class DeterminismTest {
    private static final List<EpdRecord> SUITE = Suites.kaufman();

    private static ParallelSearchResult run(Position position, int processors, long seed, int simulationThreads,
                                            Profile profile) {
        MachineConfig machine = MachineConfig.load().withSeed(seed).withSimulationThreads(simulationThreads);
        return run(position, processors, SchedulerConfig.load(), machine, profile);
    }

    private static ParallelSearchResult run(Position position, int processors, SchedulerConfig scheduler,
                                            MachineConfig machine, Profile profile) {
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, processors, scheduler, machine)) {
            search.setProfile(profile);
            return search.searchToDepth(position, 4);
        }
    }

    private static void assertSameRun(ParallelSearchResult a, ParallelSearchResult b) {
        assertSameFigures(a, b);
        assertArrayEquals(a.idealParallelism(), b.idealParallelism());
    }

    /** Everything two runs measure but the profiles. */
    private static void assertSameFigures(ParallelSearchResult a, ParallelSearchResult b) {
        assertEquals(a.search().bestMove(), b.search().bestMove());
        assertEquals(a.search().score(), b.search().score());
        assertEquals(a.search().nodes(), b.search().nodes());
        assertEquals(a.timeCycles(), b.timeCycles());
        assertEquals(a.work(), b.work());
        assertEquals(a.criticalPath(), b.criticalPath());
        assertEquals(a.failedWork(), b.failedWork());
        assertEquals(a.cutoffWork(), b.cutoffWork());
        assertEquals(a.breakdown(), b.breakdown());
        assertEquals(a.counters().get(Counter.STEALS_GRANTED), b.counters().get(Counter.STEALS_GRANTED));
        assertArrayEquals(a.counters().messagesByKind(), b.counters().messagesByKind());
        assertEquals(a.traceHash(), b.traceHash());
    }

    @Test
    void repeatedRunsAreIdentical() {
        for (int k : new int[] {0, 6, 13}) {
            Position position = Fen.parse(SUITE.get(k).fen());
            ParallelSearchResult first = run(position, 64, 1, 2, Profile.STARTECH);
            ParallelSearchResult second = run(position, 64, 1, 2, Profile.STARTECH);
            assertSameRun(first, second);
            assertTrue(first.counters().get(Counter.STEALS_GRANTED) > 0, "work was stolen");
            assertTrue(first.timeCycles() > 0 && first.work() > 0 && first.criticalPath() > 0);
        }
    }

    @Test
    void theHostThreadCountDoesNotMatter() {
        Position position = Fen.parse(SUITE.get(3).fen());
        assertSameRun(run(position, 32, 7, 1, Profile.STRICT), run(position, 32, 7, 2, Profile.STRICT));
    }

    @Test
    void aSearchOn256NodesIsTheSameOnOneTwoAndThreeHostThreads() {
        // One thread runs every window on the caller's thread; more hand slices of the windows that wake many nodes to
        // other threads, which 256 nodes give them after every barrier.
        Position position = Fen.parse(SUITE.get(3).fen());
        ParallelSearchResult one = run(position, 256, 1, 1, Profile.STARTECH);
        assertTrue(one.counters().get(Counter.STEALS_GRANTED) > 0, "work was stolen");
        for (int threads : new int[] {2, 3}) {
            ParallelSearchResult more = run(position, 256, 1, threads, Profile.STARTECH);
            assertSameRun(one, more);
            assertEquals(one.counters(), more.counters());
        }
    }

    @Test
    void aSearchThatKeepsNoProfilesMeasuresTheSame() {
        Position position = Fen.parse(SUITE.get(5).fen());
        ParallelSearchResult drawn = run(position, 64, 1, 2, Profile.STARTECH);
        ParallelSearchResult quiet = run(position, 64, SchedulerConfig.load().with("profile-bins", 0),
                MachineConfig.load().withTimeline(false), Profile.STARTECH);
        assertEquals(200, drawn.idealParallelism().length);
        assertTrue(drawn.utilization().length > 0);
        assertEquals(0, quiet.idealParallelism().length);
        assertEquals(0, quiet.utilization().length);
        assertSameFigures(drawn, quiet);
        assertEquals(drawn.counters(), quiet.counters());
    }

    @Test
    void theSimulatedMachinesDefaultsSerializeAsTheThesisDid() {
        Position position = Fen.parse(SUITE.get(5).fen());
        MachineConfig machine = MachineConfig.load();
        ParallelSearchResult defaults = run(position, 64, SchedulerConfig.load(), machine, Profile.STARTECH);
        ParallelSearchResult thesis = run(position, 64, SchedulerConfig.load().with("serialization-children", 1)
                .with("pv-serial-children", 0), machine, Profile.STARTECH);
        ParallelSearchResult threads = run(position, 64, SchedulerConfig.load().with("serialization-children", 3)
                .with("pv-serial-children", 3), machine, Profile.STARTECH);
        assertSameRun(defaults, thesis);
        assertNotEquals(defaults.traceHash(), threads.traceHash());
        assertNotEquals(defaults.criticalPath(), threads.criticalPath());
    }

    @Test
    void anotherSeedStealsDifferentlyButFindsTheSameScore() {
        Position position = Fen.parse(SUITE.get(3).fen());
        ParallelSearchResult a = run(position, 32, 1, 2, Profile.STRICT);
        ParallelSearchResult b = run(position, 32, 2, 2, Profile.STRICT);
        assertEquals(a.search().score(), b.search().score());
        assertNotEquals(a.traceHash(), b.traceHash());
    }

    @Test
    void recycledTablesGiveTheRunOfNewOnes() {
        // The second and third searches take tables the searches before them filled and gave back (of two sizes: the
        // leaf tables and the slices of 16 nodes), the first builds them anew, and so does the reference run.
        TableRecycler recycler = TableRecycler.holdingStrongly(1L << 30);
        MachineConfig machine = MachineConfig.load().withSeed(3);
        for (int k : new int[] {1, 4, 1}) {
            Position position = Fen.parse(SUITE.get(k).fen());
            ParallelSearchResult recycled;
            try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, 16, SchedulerConfig.load(), machine)) {
                search.takeTablesFrom(recycler);
                search.setProfile(Profile.STARTECH);
                recycled = search.searchToDepth(position, 4);
                assertThrows(IllegalStateException.class, () -> search.takeTablesFrom(TableStore.FRESH),
                        "the store is chosen before the tables are built");
                search.giveBackTables();
            }
            assertSameRun(run(position, 16, SchedulerConfig.load(), machine, Profile.STARTECH), recycled);
        }
        assertTrue(recycler.handedOutAgain() >= 32, "the later searches took the earlier ones' tables: "
                + recycler.handedOutAgain());
    }
}
