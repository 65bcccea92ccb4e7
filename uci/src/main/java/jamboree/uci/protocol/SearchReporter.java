package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.SearchListener;

import java.time.InstantSource;

/** Turns the callbacks of one search into {@code info} lines. */
final class SearchReporter implements SearchListener {
    /** Like Stockfish, no currmove lines in the first second: fast searches would flood the GUI with them. */
    static final long CURRMOVE_DELAY_MS = 1000;

    private final UciOutput out;
    private final Position root;
    private final InstantSource clock;
    private final long startMs;
    private volatile boolean infoSent;
    private volatile int lastPvMove;

    SearchReporter(UciOutput out, Position root, InstantSource clock, long startMs) {
        this.out = out;
        this.root = root.copy();
        this.clock = clock;
        this.startMs = startMs;
    }

    @Override
    public void onIteration(IterationInfo info) {
        out.line(InfoFormatter.iteration(info, root));
        infoSent = true;
        if (info.multiPv() <= 1 && info.pv() != null && info.pv().length > 0) {
            lastPvMove = info.pv()[0];
        }
    }

    @Override
    public void onCurrentMove(int depth, int move, int moveNumber) {
        if (elapsedMs() >= CURRMOVE_DELAY_MS) {
            out.line(InfoFormatter.currentMove(depth, move, moveNumber));
        }
    }

    /** Records that an info line went out by another path (the no-legal-move report). */
    void line(String info) {
        out.line(info);
        infoSent = true;
    }

    boolean infoSent() {
        return infoSent;
    }

    /** First move of the last principal variation reported, or 0. */
    int lastPvMove() {
        return lastPvMove;
    }

    long elapsedMs() {
        return clock.millis() - startMs;
    }
}
