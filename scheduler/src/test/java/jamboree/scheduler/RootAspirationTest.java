package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchResult;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code root-aspiration} switch on the native machine: from depth 5 an iteration's first run searches the root
 * in a window of 20 cp either side of the last iteration's score, and runs again only when the score falls outside;
 * the last run of a depth gives its answer. Off, each depth is one run with the full window.
 */
class RootAspirationTest {
    /** The serial search's first aspiration window is this wide on each side (AspirationWindow). */
    private static final int HALF_WIDTH = 20;

    private static List<List<IterationFigures>> runsByDepth(boolean aspiration, EpdRecord r, int depth,
                                                           List<Integer> answers) {
        SchedulerConfig config = SchedulerConfig.load().with(Switch.ROOT_ASPIRATION, aspiration);
        List<List<IterationFigures>> byDepth = new ArrayList<>();
        try (MeasuredSearch search = MeasuredSearch.on(MachineKind.NATIVE, 1, config, MachineConfig.load())) {
            search.setProfile(Profile.FULL);
            Position root = Fen.parse(r.fen());
            SearchResult result = search.search(root, SearchLimits.ofDepth(depth), new MachineSearchListener() {
                @Override
                public void onIteration(IterationInfo info) {
                    answers.add(info.score());
                }

                @Override
                public void onMachineIteration(IterationFigures figures) {
                    while (byDepth.size() < figures.depth()) {
                        byDepth.add(new ArrayList<>());
                    }
                    byDepth.get(figures.depth() - 1).add(figures);
                }
            });
            assertTrue(root.isLegal(result.bestMove()), r.id());
            assertEquals(depth, result.depth(), r.id());
        }
        return byDepth;
    }

    @Test
    void aRunIsRepeatedOnlyWhenItsScoreFellOutsideTheWindow() {
        int repeated = 0;
        for (EpdRecord r : Suites.kaufman().subList(0, 8)) {
            List<Integer> answers = new ArrayList<>();
            List<List<IterationFigures>> byDepth = runsByDepth(true, r, 9, answers);
            assertEquals(9, byDepth.size(), r.id());
            for (int d = 1; d <= 9; d++) {
                List<IterationFigures> runs = byDepth.get(d - 1);
                int answer = answers.get(d - 1);
                assertEquals(answer, runs.get(runs.size() - 1).score(), r.id() + " depth " + d + ": the last run answers");
                int previous = d == 1 ? 0 : answers.get(d - 2);
                if (d < 5 || Score.isMate(previous)) {
                    assertEquals(1, runs.size(), r.id() + " depth " + d + ": the full window needs one run");
                    continue;
                }
                int first = runs.get(0).score();
                boolean inside = first > previous - HALF_WIDTH && first < previous + HALF_WIDTH;
                assertEquals(inside, runs.size() == 1, r.id() + " depth " + d + ": first run " + first
                        + " against the last depth's " + previous + ", " + runs.size() + " runs");
                repeated += runs.size() - 1;
            }
        }
        assertTrue(repeated > 0, "no window ever failed: the repeated runs went untested");
    }

    @Test
    void offEveryDepthIsOneRun() {
        for (EpdRecord r : Suites.kaufman().subList(0, 4)) {
            List<List<IterationFigures>> byDepth = runsByDepth(false, r, 8, new ArrayList<>());
            for (List<IterationFigures> runs : byDepth) {
                assertEquals(1, runs.size(), r.id());
            }
        }
    }
}
