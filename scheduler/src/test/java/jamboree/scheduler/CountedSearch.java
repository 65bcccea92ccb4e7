package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchResult;
import jamboree.scheduler.startech.Counter;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A machine search of one position to a depth, checked the way every multi-thread test wants it: the move is legal,
 * every position is counted once (the iterations' figures, the result, the nodes' counters and the last info line
 * agree) and the frame protocol ended clean.
 *
 * @param runs the machine runs' figures, in order
 */
record CountedSearch(SearchResult result, ParallelSearchResult figures, List<IterationFigures> runs) {

    static CountedSearch of(MeasuredSearch search, EpdRecord r, int depth) {
        Position root = Fen.parse(r.fen());
        List<IterationFigures> runs = new ArrayList<>();
        List<Long> reported = new ArrayList<>();
        SearchResult result = search.search(root, SearchLimits.ofDepth(depth), new MachineSearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                reported.add(info.nodes());
            }

            @Override
            public void onMachineIteration(IterationFigures figures) {
                runs.add(figures);
            }
        });
        ParallelSearchResult figures = search.lastResult();
        long summed = runs.stream().mapToLong(IterationFigures::positions).sum();
        assertEquals(summed, result.nodes(), r.id() + ": the iterations' positions against the result's");
        assertEquals(summed, figures.counters().get(Counter.POSITIONS), r.id() + ": the nodes' counters");
        assertEquals(summed, reported.get(reported.size() - 1), r.id() + ": the last info line's nodes");
        assertTrue(root.isLegal(result.bestMove()), r.id());
        assertEquals(0, figures.counters().get(Counter.STRAY_MESSAGES), r.id());
        assertEquals(0, figures.counters().get(Counter.PROTOCOL_ERRORS), r.id());
        assertEquals(0, figures.counters().get(Counter.LIVE_FRAMES_AT_END), r.id());
        return new CountedSearch(result, figures, runs);
    }
}
