package jamboree.uci.protocol;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.EngineCapabilities;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.SearchResult;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineSearchListener;
import jamboree.uci.wdl.Material;
import jamboree.uci.wdl.WdlModel;

import java.time.InstantSource;

/**
 * Turns the callbacks of one search into {@code info} lines; with the simulated CM-5 also an {@code info string}
 * with the machine's figures after each iteration.
 */
final class SearchReporter implements MachineSearchListener {
    /** Like Stockfish, no currmove lines in the first second: fast searches would flood the GUI with them. */
    static final long CURRMOVE_DELAY_MS = 1000;

    private final UciOutput out;
    private final Position root;
    private final InstantSource clock;
    private final long startMs;
    private volatile boolean infoSent;
    private volatile int lastPvMove;
    /** The last single-line report with a PV, or null; guarded by this. */
    private IterationInfo lastInfo;
    /** Set when the bestmove went out before the engine returned: later reports would follow it, so are dropped. */
    private boolean closed;
    private final EngineCapabilities.MachineFigures machine;
    private final boolean chess960;
    /** The model of {@code UCI_ShowWDL}, or null when the option is off. */
    private final WdlModel wdl;
    private final int rootMaterial;
    private long simulatedCycles;
    private long hostNanos;

    /**
     * @param machine  the simulated machine to report the figures of, or null for none
     * @param chess960 castling written as king takes rook ({@code UCI_Chess960})
     * @param wdl      win/draw/loss chances after every score ({@code UCI_ShowWDL}), or null for none
     */
    SearchReporter(UciOutput out, Position root, InstantSource clock, long startMs,
                   EngineCapabilities.MachineFigures machine, boolean chess960, WdlModel wdl) {
        this.out = out;
        this.root = root.copy();
        this.clock = clock;
        this.startMs = startMs;
        this.machine = machine;
        this.chess960 = chess960;
        this.wdl = wdl;
        this.rootMaterial = Material.of(root);
    }

    SearchReporter(UciOutput out, Position root, InstantSource clock, long startMs) {
        this(out, root, clock, startMs, null, false, null);
    }

    /** The {@code wdl} field for a root score, or empty when {@code UCI_ShowWDL} is off. */
    String wdlField(int score) {
        return wdl == null ? "" : InfoFormatter.wdl(wdl, score, rootMaterial);
    }

    @Override
    public synchronized void onIteration(IterationInfo info) {
        if (closed) {
            return;
        }
        out.line(InfoFormatter.iteration(info, root, chess960, wdlField(info.score())));
        infoSent = true;
        if (info.multiPv() <= 1 && info.pv() != null && info.pv().length > 0) {
            lastPvMove = info.pv()[0];
            lastInfo = info;
        }
    }

    /** What the last reported iteration found, as a search result, or null before the first. */
    synchronized SearchResult lastResult() {
        if (lastInfo == null) {
            return null;
        }
        int[] pv = lastInfo.pv().clone();
        return new SearchResult(pv[0], Move.NONE, lastInfo.score(), lastInfo.depth(), lastInfo.nodes(), pv);
    }

    /** For a bestmove sent before the engine returns: stops reporting (nothing may follow the bestmove). */
    synchronized void close() {
        closed = true;
    }

    /**
     * For a bestmove sent before the engine returns: stops reporting (nothing may follow the bestmove) and returns
     * {@link #lastResult()}; when there is none yet, nothing changes and null is returned.
     */
    synchronized SearchResult closeWithLastResult() {
        SearchResult last = lastResult();
        if (last != null) {
            closed = true;
        }
        return last;
    }

    @Override
    public synchronized void onMachineNote(String note) {
        if (!closed) {
            out.infoString(note);
        }
    }

    @Override
    public synchronized void onMachineIteration(IterationFigures figures) {
        if (machine == null || closed) {
            return;
        }
        simulatedCycles += figures.timeCycles();
        hostNanos += figures.hostNanos();
        out.infoString(InfoFormatter.machineIteration(machine.label(), machine.clockHz(), figures, simulatedCycles,
                hostNanos));
    }

    @Override
    public synchronized void onCurrentMove(int depth, int move, int moveNumber) {
        if (!closed && elapsedMs() >= CURRMOVE_DELAY_MS) {
            out.line(InfoFormatter.currentMove(depth, move, moveNumber, chess960));
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
