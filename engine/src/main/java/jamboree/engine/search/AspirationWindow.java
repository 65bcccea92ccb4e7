package jamboree.engine.search;

/**
 * One root search to one depth inside an aspiration window: the window starts narrow around the previous
 * iteration's score and widens (doubling, then to the full width) whenever the score falls outside it. Every thread
 * that searches a root uses it: {@link SerialSearch}, the helper threads of a Lazy SMP search, and the native
 * Jamboree machine's iterations.
 */
public final class AspirationWindow {
    /** Half-width of the first window, in centipawns. */
    static final int FIRST_HALF_WIDTH = 20;
    /** Shallower iterations are too unstable for a narrow window to pay. */
    static final int MIN_DEPTH = 5;
    /** Beyond this half-width a window is no cheaper than the full one. */
    private static final int WIDEST_HALF_WIDTH = 800;

    /** Told each time the root fails outside the window, before the search is repeated with a wider one. */
    @FunctionalInterface
    public interface FailReport {
        FailReport NONE = (score, bound) -> { };

        /** The root scored {@code score}, which is a {@code bound} (LOWER: failed high, UPPER: failed low). */
        void failed(int score, Bound bound);
    }

    private AspirationWindow() {
    }

    /**
     * Searches MultiPV line {@code line} of {@code root} to {@code depth} with {@code searcher}, whose
     * {@link Searcher#begin} has been called; {@code previous} is the line's score in the last iteration. Returns
     * the score inside the final window, or anything if the search was stopped (check {@link Searcher#stopped()}).
     */
    public static int search(Searcher searcher, RootMoves root, int line, int depth, int previous,
                             SearchListener listener, FailReport report) {
        Window window = Window.first(depth, previous);
        while (true) {
            int score = searcher.searchRoot(root, line, window.alpha(), window.beta(), depth, listener);
            if (searcher.stopped()) {
                return score;
            }
            Bound bound = window.widen(score);
            if (bound == null) {
                return score;
            }
            report.failed(score, bound);
        }
    }

    /**
     * The window of one root search, widened after each score outside it. Shared by every searcher of a root: the
     * serial one above, and a parallel machine's runs of one iteration.
     */
    public static final class Window {
        private int alpha;
        private int beta;
        private int delta = FIRST_HALF_WIDTH;

        private Window(int alpha, int beta) {
            this.alpha = alpha;
            this.beta = beta;
        }

        /** The first window of an iteration to {@code depth} whose last iteration scored {@code previous}. */
        public static Window first(int depth, int previous) {
            if (depth >= MIN_DEPTH && !Score.isMate(previous)) {
                return new Window(Math.max(-Score.INFINITE, previous - FIRST_HALF_WIDTH),
                        Math.min(Score.INFINITE, previous + FIRST_HALF_WIDTH));
            }
            return new Window(-Score.INFINITE, Score.INFINITE);
        }

        public int alpha() {
            return alpha;
        }

        public int beta() {
            return beta;
        }

        /**
         * The root scored {@code score}: null if that is inside the window (the search is done), else the bound it
         * is (UPPER: it failed low, LOWER: it failed high), the window having been widened for the next search.
         */
        public Bound widen(int score) {
            Bound bound;
            if (score <= alpha && alpha > -Score.INFINITE) {
                bound = Bound.UPPER;
                beta = (alpha + beta) / 2;
                alpha = Math.max(-Score.INFINITE, score - delta);
            } else if (score >= beta && beta < Score.INFINITE) {
                bound = Bound.LOWER;
                beta = Math.min(Score.INFINITE, score + delta);
            } else {
                return null;
            }
            delta += delta;
            if (delta > WIDEST_HALF_WIDTH) {
                alpha = -Score.INFINITE;
                beta = Score.INFINITE;
            }
            return bound;
        }
    }
}
