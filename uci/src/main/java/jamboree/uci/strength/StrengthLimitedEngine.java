package jamboree.uci.strength;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.Bound;
import jamboree.engine.search.EngineCapabilities;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;

import java.util.ArrayList;
import java.util.List;

/**
 * A search engine played at a {@link StrengthLevel}: it searches at most the level's nodes with {@link #CANDIDATES}
 * principal variations, then picks among their first moves by {@link SoftmaxChoice}. The GUI sees only the lines it
 * asked for (its own MultiPV), and the move played with its own line.
 */
public final class StrengthLimitedEngine implements SearchEngine {
    /** Root moves searched as candidates: enough for a plausible second choice, few enough to keep the depth. */
    static final int CANDIDATES = 4;

    private final SearchEngine inner;
    private final StrengthLevel level;
    private final int shownLines;
    private final SoftmaxChoice choice;

    /**
     * @param inner      an engine that searches MultiPV lines (the serial search)
     * @param shownLines the MultiPV the GUI asked for, restored on {@code inner} after each search
     */
    public StrengthLimitedEngine(SearchEngine inner, StrengthLevel level, int shownLines, SoftmaxChoice choice) {
        this.inner = inner;
        this.level = level;
        this.shownLines = shownLines;
        this.choice = choice;
    }

    @Override
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        LastLines lines = new LastLines(listener, shownLines);
        inner.setMultiPv(Math.max(CANDIDATES, shownLines));
        SearchResult result;
        try {
            result = inner.search(root, capped(limits), lines);
        } finally {
            inner.setMultiPv(shownLines);
        }
        List<IterationInfo> candidates = lines.candidates();
        if (result == null || result.bestMove() == Move.NONE || candidates.isEmpty()) {
            return result;
        }
        int[] scores = candidates.stream().mapToInt(IterationInfo::score).toArray();
        IterationInfo chosen = candidates.get(choice.pick(scores, level.temperatureCp()));
        int[] pv = chosen.pv().clone();
        return new SearchResult(pv[0], pv.length > 1 ? pv[1] : Move.NONE, chosen.score(), chosen.depth(),
                result.nodes(), pv);
    }

    private SearchLimits capped(SearchLimits l) {
        long nodes = l.nodes() > 0 ? Math.min(l.nodes(), level.nodes()) : level.nodes();
        return new SearchLimits(l.depth(), nodes, l.mate(), l.moveTimeMs(), l.whiteTimeMs(), l.blackTimeMs(),
                l.whiteIncrementMs(), l.blackIncrementMs(), l.movesToGo(), l.infinite(), l.ponder(), l.searchMoves());
    }

    /** Passes on the lines the GUI asked for and keeps the latest exact line of every candidate. */
    private static final class LastLines implements SearchListener {
        private final SearchListener gui;
        private final int shownLines;
        private final IterationInfo[] latest = new IterationInfo[64];

        LastLines(SearchListener gui, int shownLines) {
            this.gui = gui;
            this.shownLines = shownLines;
        }

        @Override
        public void onIteration(IterationInfo info) {
            int line = Math.max(1, info.multiPv());
            if (line <= shownLines) {
                gui.onIteration(info);
            }
            if (line <= latest.length && info.bound() == Bound.EXACT && info.pv() != null && info.pv().length > 0) {
                latest[line - 1] = info;
            }
        }

        @Override
        public void onCurrentMove(int depth, int move, int moveNumber) {
            gui.onCurrentMove(depth, move, moveNumber);
        }

        /** The candidates of the last iteration (a line one iteration older stands in for one left unfinished). */
        List<IterationInfo> candidates() {
            List<IterationInfo> found = new ArrayList<>();
            if (latest[0] == null) {
                return found;
            }
            for (IterationInfo info : latest) {
                if (info != null && info.depth() >= latest[0].depth() - 1
                        && found.stream().noneMatch(f -> f.pv()[0] == info.pv()[0])) {
                    found.add(info);
                }
            }
            return found;
        }
    }

    @Override
    public void stop() {
        inner.stop();
    }

    @Override
    public void ponderHit() {
        inner.ponderHit();
    }

    @Override
    public void clear() {
        inner.clear();
    }

    @Override
    public void setHashMegabytes(int megabytes) {
        inner.setHashMegabytes(megabytes);
    }

    @Override
    public int hashFull() {
        return inner.hashFull();
    }

    @Override
    public void prepare() {
        inner.prepare();
    }

    @Override
    public EngineCapabilities capabilities() {
        return inner.capabilities();
    }

    @Override
    public void setMultiPv(int lines) {
        inner.setMultiPv(lines);
    }
}
