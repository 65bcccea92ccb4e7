package jamboree.scheduler;

import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.Counter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * In the STRICT profile a fixed-depth search has one value, the minimax value of its tree: the parallel search must
 * find exactly the serial search's score, on every machine size, and leave no frame or message behind.
 */
class StrictScoreTest {
    private static final List<EpdRecord> SUITE = Suites.kaufman();
    private static final Reference REFERENCE = new Reference();
    private static MachineConfig machine;

    @BeforeAll
    static void config() {
        machine = MachineConfig.load();
    }

    @AfterAll
    static void done() {
        machine = null;
    }

    private static void checkSuite(MachineKind kind, int processors, int depth, List<EpdRecord> positions,
                                   SchedulerConfig config) {
        try (ParallelSearch search = new ParallelSearch(kind, processors, config, machine)) {
            search.setProfile(Profile.STRICT);
            for (EpdRecord r : positions) {
                ParallelSearchResult result = search.searchToDepth(Fen.parse(r.fen()), depth);
                String where = r.id() + " on " + kind.label() + " P=" + processors + " depth " + depth;
                assertEquals(REFERENCE.strictScore(r.fen(), depth), result.search().score(), where);
                assertEquals(depth, result.search().depth(), where);
                assertEquals(0, result.counters().get(Counter.STRAY_MESSAGES), where + ": messages reached freed frames");
                assertEquals(0, result.counters().get(Counter.PROTOCOL_ERRORS), where + ": completion counts did not match");
                assertEquals(0, result.counters().get(Counter.LIVE_FRAMES_AT_END), where + ": frames outlived the search");
                assertEquals(0, result.counters().get(Counter.OPEN_ANNOUNCEMENTS_AT_END), where + ": announced searches never ended");
            }
        }
    }

    @ParameterizedTest(name = "all 25 Kaufman positions, depth 3, P={0}")
    @ValueSource(ints = {1, 2, 7, 64, 512})
    void everyKaufmanPositionAtDepthThree(int processors) {
        checkSuite(MachineKind.CM5, processors, 3, SUITE, SchedulerConfig.load());
    }

    @ParameterizedTest(name = "four Kaufman positions, depth 4, P={0}")
    @ValueSource(ints = {2, 7, 64})
    void fourPositionsAtDepthFour(int processors) {
        checkSuite(MachineKind.CM5, processors, 4, SUITE.subList(2, 6), SchedulerConfig.load());
    }

    @ParameterizedTest(name = "one Kaufman position, depth 5, P={0}")
    @ValueSource(ints = {7, 64})
    void onePositionAtDepthFive(int processors) {
        checkSuite(MachineKind.CM5, processors, 5, List.of(SUITE.get(8)), SchedulerConfig.load());
    }

    @ParameterizedTest(name = "all 25 Kaufman positions on the native machine, 2 threads, depth {0}")
    @ValueSource(ints = {3})
    void nativeMachineWithTwoThreads(int depth) {
        checkSuite(MachineKind.NATIVE, 2, depth, SUITE, SchedulerConfig.load());
    }

    @ParameterizedTest(name = "the native machine with the table reached by messages, depth {0}")
    @ValueSource(ints = {3})
    void nativeMachineWithTheMessageTable(int depth) {
        checkSuite(MachineKind.NATIVE, 2, depth, SUITE.subList(0, 8),
                SchedulerConfig.load().with("native-shared-table", false));
    }

    @ParameterizedTest(name = "every variant of the scheduler keeps the score: {0}")
    @ValueSource(strings = {"throttle=naive", "throttle=backoff", "helpful-master=true", "global-table=false",
            "deferred-reads=false", "recursive-deepening=true", "serialization=false", "serialization-children=3",
            "pv-serial-children=3", "pv-serial-children=40", "leaf-table-reads=false", "ordering-with-work=false",
            "serial-depth=0", "serial-depth=1"})
    void variantsKeepTheScore(String setting) {
        String[] kv = setting.split("=");
        Object value = kv[1].matches("\\d+") ? (Object) Integer.valueOf(kv[1])
                : kv[1].equals("true") || kv[1].equals("false") ? (Object) Boolean.valueOf(kv[1]) : kv[1];
        checkSuite(MachineKind.CM5, 16, 4, List.of(SUITE.get(0), SUITE.get(9), SUITE.get(20)),
                SchedulerConfig.load().with(kv[0], value));
    }
}
