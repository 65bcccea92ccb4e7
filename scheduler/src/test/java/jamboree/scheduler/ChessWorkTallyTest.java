package jamboree.scheduler;

import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.startech.Counter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The chess work split by operation (Figure 6-10): every cycle of W is counted under exactly one operation, on any
 * machine size, with recursive iterative deepening (self-searches), with leaves cut short by aborts, and with the
 * FULL profile's pruning.
 */
class ChessWorkTallyTest {

    private static final List<Counter> OPERATIONS = List.of(Counter.CHESS_JAMBOREE_CONTROL,
            Counter.CHESS_SERIAL_CONTROL, Counter.CHESS_MAKE_UNMAKE, Counter.CHESS_EVALUATION,
            Counter.CHESS_MOVE_GENERATION, Counter.CHESS_SORT, Counter.CHESS_REPETITION_CHECK,
            Counter.CHESS_ILLEGAL_MOVE_CHECK, Counter.CHESS_OTHER);

    @ParameterizedTest(name = "P={0} rid={1} {2}")
    @CsvSource({"1, false, STARTECH", "4, false, STARTECH", "16, true, STARTECH", "8, false, FULL"})
    void theOperationsAddUpToTheChessWorkExactly(int processors, boolean rid, Profile profile) {
        SchedulerConfig config = SchedulerConfig.load().with(Switch.RECURSIVE_DEEPENING, rid);
        for (EpdRecord position : Suites.kaufman().subList(0, 3)) {
            ParallelSearchResult r;
            try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, processors, config,
                    MachineConfig.load())) {
                search.setProfile(profile);
                r = search.searchToDepth(Fen.parse(position.fen()), 5);
            }
            long sum = 0;
            for (Counter c : OPERATIONS) {
                assertTrue(r.counters().get(c) >= 0, c + " " + position.id());
                sum += r.counters().get(c);
            }
            assertEquals(r.work(), sum, position.id() + " on " + processors);
            assertTrue(r.counters().get(Counter.CHESS_JAMBOREE_CONTROL) > 0
                    && r.counters().get(Counter.CHESS_SERIAL_CONTROL) > 0
                    && r.counters().get(Counter.CHESS_MAKE_UNMAKE) > 0, "frames and leaves both did work");
        }
    }
}
