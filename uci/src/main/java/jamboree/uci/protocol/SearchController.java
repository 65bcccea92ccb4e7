package jamboree.uci.protocol;

import jamboree.engine.board.Move;
import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Bound;
import jamboree.engine.search.EngineCapabilities;
import jamboree.engine.search.FallbackMove;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchResult;
import jamboree.uci.wdl.WdlModel;

import java.time.InstantSource;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs one search at a time on its own thread, so that the input thread keeps reading ({@code isready},
 * {@code stop}, {@code ponderhit}, {@code quit} work at any moment), and sends exactly one {@code bestmove} per
 * {@code go}: never before {@code stop} or {@code ponderhit} in ponder and infinite mode, always after an
 * {@code info} line.
 *
 * <p>An engine that declares {@link EngineCapabilities#answersFromLastIterationOnStop()} (a machine, native or
 * simulated) takes a while to wind its nodes down after a stop, and throws the unfinished iteration away anyway. Its
 * bestmove is therefore sent as soon as the stop (or the deadline) arrives, from the last completed iteration the
 * engine reported; the engine winds down meanwhile, and the next {@code go} waits for it.
 *
 * <p>The engine enforces the limits of {@code go} itself; the controller's deadline ({@link GoCommand.Request}) is a
 * backstop at or behind the engine's hard budget, that sends the bestmove of a slow-to-stop engine on time.
 */
final class SearchController {
    /** Thread stack for the search: recursion plus quiescence can go deep, and the default stack may be small. */
    private static final long SEARCH_STACK_BYTES = 256L << 20;
    /** How often a stop is repeated while the engine has not yet returned; see {@link #stop()}. */
    private static final long RESTOP_PERIOD_MS = 2;

    private enum Phase { IDLE, STARTING, SEARCHING, FINISHING }

    private final UciOutput out;
    private final InstantSource clock;
    private final ScheduledExecutorService timer;
    private final ExecutorService searchThread;
    private final Object lock = new Object();
    /** The move when the engine answers with none; used by the search thread only. */
    private final FallbackMove fallback = new FallbackMove(Profile.FULL);
    /** The move of a machine stopped before its first iteration completed; used under the lock only. */
    private final FallbackMove earlyFallback = new FallbackMove(Profile.FULL);

    // Guarded by lock.
    private Phase phase = Phase.IDLE;
    private boolean stopRequested;
    private boolean holdForPonder;
    private boolean holdForInfinite;
    private boolean ponderHitBeforeStart;
    private SearchEngine engine;
    private GoCommand.Request request;
    private ScheduledFuture<?> deadline;
    private ScheduledFuture<?> restop;
    /** Whether this search's bestmove may be sent before the engine returns (a machine; see the class comment). */
    private boolean answerOnStop;
    /** Whether this search's bestmove has been sent. */
    private boolean answered;
    private Position root;
    private SearchReporter reporter;
    private boolean debug;
    /** UCI_Chess960: castling written as king takes rook. Set between searches by the input thread. */
    private volatile boolean chess960;
    /** UCI_ShowWDL: win/draw/loss chances after every score. Set between searches by the input thread. */
    private volatile boolean showWdl;

    SearchController(UciOutput out, InstantSource clock) {
        this.out = out;
        this.clock = clock;
        // One thread for every search: creating a thread with a large stack per go took the input thread over
        // 15 ms now and then on a busy host, while a stop right behind the go waited.
        this.searchThread = Executors.newSingleThreadExecutor(runnable -> {
            Thread t = new Thread(null, runnable, "jamboree-search", SEARCH_STACK_BYTES);
            t.setDaemon(true);
            return t;
        });
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread t = new Thread(runnable, "jamboree-uci-timer");
            t.setDaemon(true);
            return t;
        });
    }

    /** Whether moves are written for Chess960 (castling as king takes rook) from the next search on. */
    void setChess960(boolean on) {
        chess960 = on;
    }

    /** Whether info lines carry {@code wdl} from the next search on. */
    void setShowWdl(boolean on) {
        showWdl = on;
    }

    private String format(int move) {
        return UciMoves.format(move, chess960);
    }

    /** Starts a search. The caller makes sure none is running ({@link #awaitIdle()}). */
    void start(SearchEngine engine, Position root, GoCommand.Request request, boolean debug) {
        synchronized (lock) {
            if (phase != Phase.IDLE) {
                throw new IllegalStateException("a search is already running");
            }
            this.engine = engine;
            this.request = request;
            phase = Phase.STARTING;
            answerOnStop = engine.capabilities().answersFromLastIterationOnStop();
            answered = false;
            stopRequested = false;
            ponderHitBeforeStart = false;
            holdForPonder = request.limits().ponder();
            holdForInfinite = request.limits().infinite();
            if (!holdForPonder) {
                armDeadline();
            }
            Position snapshot = root.copy();
            searchThread.execute(() -> run(snapshot, debug));
        }
    }

    /**
     * Ends the running search. The engine may clear its stop flag when its search begins, so a stop that
     * arrives just then could be lost; it is therefore repeated until the engine returns.
     */
    void stop() {
        synchronized (lock) {
            if (phase == Phase.IDLE) {
                return;
            }
            stopRequested = true;
            holdForPonder = false;
            holdForInfinite = false;
            lock.notifyAll();
            stopSearching();
        }
    }

    /**
     * Stops a running engine, repeats the stop until the engine returns, and answers at once where a machine may.
     * Called with the lock held.
     */
    private void stopSearching() {
        if (phase == Phase.SEARCHING) {
            engine.stop();
            if (restop == null) {
                restop = timer.scheduleAtFixedRate(this::repeatStop, RESTOP_PERIOD_MS, RESTOP_PERIOD_MS,
                        TimeUnit.MILLISECONDS);
            }
            answerEarly();
        }
    }

    /**
     * Sends the bestmove of a stopped machine search from its last completed iteration, without waiting for the
     * engine; nothing when the search may not answer yet or has not completed an iteration (then the engine's
     * own answer follows). Called with the lock held.
     */
    private void answerEarly() {
        if (!answerOnStop || answered || phase != Phase.SEARCHING || holdForPonder || holdForInfinite
                || reporter == null) {
            return;
        }
        SearchResult last = reporter.closeWithLastResult();
        if (last == null || !root.isLegal(last.bestMove())) {
            // No iteration completed yet (a large machine's first takes a while): a one-ply serial search of about a
            // millisecond answers now, rather than the machine's wind-down later.
            last = earlyFallback.search(root, request.limits().searchMoves(), reporter);
            if (last.bestMove() == Move.NONE) {
                return;
            }
            reporter.close();
        }
        answered = true;
        lock.notifyAll();
        String bestMove;
        try {
            bestMove = finish(root, last.bestMove(), last, reporter, debug);
        } catch (RuntimeException e) {
            out.infoString("search failed: " + e);
            bestMove = "bestmove " + format(last.bestMove());
        }
        out.line(bestMove);
    }

    /**
     * Answers a {@code go} that was stopped before its search could start (the search before it was still winding
     * down): the one-ply fallback move with its info line, at once, as any stopped search's answer.
     */
    void answerUnstarted(Position root, SearchLimits limits) {
        synchronized (lock) {
            SearchReporter unstarted = new SearchReporter(out, root, clock, clock.millis());
            if (!MoveGenerator.hasLegalMove(root)) {
                unstarted.line(root.inCheck() ? "info depth 0 score mate 0" : "info depth 0 score cp 0");
                out.line("bestmove (none)");
                return;
            }
            SearchResult result = earlyFallback.search(root, limits.searchMoves(), unstarted);
            out.line(finish(root, result.bestMove(), result, unstarted, debug));
        }
    }

    /** The opponent played the expected move: the clock now runs for us, and a finished search may answer. */
    void ponderHit() {
        synchronized (lock) {
            if (phase == Phase.IDLE || !request.limits().ponder() || !holdForPonder) {
                return;
            }
            holdForPonder = false;
            lock.notifyAll();
            if (phase == Phase.STARTING) {
                ponderHitBeforeStart = true;
            } else if (phase == Phase.SEARCHING) {
                engine.ponderHit();
            }
            armDeadline();
        }
    }

    boolean running() {
        synchronized (lock) {
            return phase != Phase.IDLE;
        }
    }

    boolean stopRequested() {
        synchronized (lock) {
            return stopRequested;
        }
    }

    /** Waits until the running search, if any, has sent its bestmove (its engine may still be winding down). */
    void awaitAnswered() throws InterruptedException {
        synchronized (lock) {
            while (phase != Phase.IDLE && !answered) {
                lock.wait();
            }
        }
    }

    /** Waits until the running search has sent its bestmove. */
    void awaitIdle() throws InterruptedException {
        synchronized (lock) {
            while (phase != Phase.IDLE) {
                lock.wait();
            }
        }
    }

    /** Waits at most {@code millis} for the running search to end; true when it did. */
    boolean awaitIdle(long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        synchronized (lock) {
            while (phase != Phase.IDLE) {
                long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
                if (left <= 0) {
                    return false;
                }
                lock.wait(left);
            }
            return true;
        }
    }

    void shutdown() {
        timer.shutdownNow();
        searchThread.shutdown();
    }

    private void armDeadline() {
        long ms = request.deadlineMs();
        if (ms > 0 && deadline == null) {
            GoCommand.Request owner = request;
            deadline = timer.schedule(() -> deadlineReached(owner), ms, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * The deadline of the search of {@code owner} has passed. Cancelling it cannot stop a timer that has already
     * fired and waits for the lock, so a deadline that comes late (its search over, the next one running) must not
     * stop the next one: it only acts on its own search.
     */
    private void deadlineReached(GoCommand.Request owner) {
        synchronized (lock) {
            if (request == owner && (phase == Phase.SEARCHING || phase == Phase.STARTING)) {
                // Unlike stop, the deadline does not release a held bestmove: infinite searches have no deadline.
                stopRequested = true;
                stopSearching();
            }
        }
    }

    private void repeatStop() {
        synchronized (lock) {
            if (phase == Phase.SEARCHING) {
                engine.stop();
            }
        }
    }

    private void run(Position root, boolean debug) {
        long startMs = clock.millis();
        SearchReporter reporter;
        synchronized (lock) {
            reporter = new SearchReporter(out, root, clock, startMs, engine.capabilities().machineFigures(),
                    chess960, showWdl ? WdlModel.FITTED : null);
            this.root = root;
            this.reporter = reporter;
            this.debug = debug;
        }
        boolean hasLegalMove = false;
        SearchResult result = null;
        try {
            hasLegalMove = MoveGenerator.hasLegalMove(root);
            if (!hasLegalMove) {
                // Checkmate or stalemate at the root: the GUI still gets a score before "bestmove (none)".
                reporter.line(root.inCheck() ? "info depth 0 score mate 0" : "info depth 0 score cp 0");
            } else {
                result = search(root, reporter);
            }
        } catch (RuntimeException | Error e) {
            // Whatever went wrong (the machine's programs included), the GUI still gets its bestmove below.
            synchronized (lock) {
                if (!answered) {
                    out.infoString("search failed: " + e + (reporter.lastResult() != null
                            ? "; playing the best move of the last completed iteration" : ""));
                }
            }
        } finally {
            synchronized (lock) {
                phase = Phase.FINISHING;
                if (restop != null) {
                    restop.cancel(false);
                    restop = null;
                }
            }
        }
        String bestMove = null;
        boolean answer;
        synchronized (lock) {
            answer = !answered;
        }
        if (answer) {
            SearchResult answerWith = null;
            try {
                awaitRelease();
                if (!hasLegalMove) {
                    bestMove = "bestmove (none)";
                } else {
                    answerWith = withFallback(root, result, reporter);
                    bestMove = finish(root, answerWith.bestMove(), answerWith, reporter, debug);
                }
            } catch (RuntimeException e) {
                out.infoString("search failed: " + e);
                int move = answerWith != null ? answerWith.bestMove() : anyLegalMove(root);
                bestMove = "bestmove " + (move == Move.NONE ? "(none)" : format(move));
            }
        }
        synchronized (lock) {
            // Written and marked idle in one step: a GUI that answers bestmove with go at once finds no search running.
            if (!answered && bestMove != null) {
                out.line(bestMove);
                answered = true;
            }
            if (deadline != null) {
                deadline.cancel(false);
                deadline = null;
            }
            phase = Phase.IDLE;
            engine = null;
            request = null;
            this.root = null;
            this.reporter = null;
            lock.notifyAll();
        }
    }

    private SearchResult search(Position root, SearchReporter reporter) {
        SearchLimits limits;
        SearchEngine searching;
        synchronized (lock) {
            limits = request.limits();
            if (stopRequested && answerOnStop) {
                // Stopped before it began, on a machine that may still be starting: the fallback move answers now.
                return null;
            }
            if (stopRequested) {
                // Stopped before it began: one iteration still gives a sound move and an info line.
                limits = SearchLimits.ofDepth(1);
            } else if (ponderHitBeforeStart) {
                limits = withoutPonder(limits);
            }
            searching = engine;
            phase = Phase.SEARCHING;
        }
        return searching.search(root.copy(), limits, reporter);
    }

    /** In ponder and infinite mode the bestmove waits for stop (or ponderhit), even if the search ended early. */
    private void awaitRelease() {
        synchronized (lock) {
            while (holdForPonder || holdForInfinite) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /**
     * The result to answer with (the root has a legal move): the engine's if it names a legal move; after a failed
     * search the last completed iteration's as reported; otherwise the {@link FallbackMove}'s.
     */
    private SearchResult withFallback(Position root, SearchResult result, SearchReporter reporter) {
        if (!FallbackMove.needed(result, root)) {
            return result;
        }
        SearchResult reported = result == null ? reporter.lastResult() : null;
        if (reported != null && root.isLegal(reported.bestMove())) {
            return reported;
        }
        SearchResult searched = fallback.search(root, requestedSearchMoves(), reporter);
        String move = format(searched.bestMove());
        if (result != null && result.depth() == 0) {
            out.infoString("stopped before the first iteration completed; playing " + move);
        } else if (result != null) {
            out.infoString("the search returned no legal move; playing " + move);
        }
        return searched;
    }

    /** The last resort when even the fallback failed: a legal move, and {@code Move.NONE} only when none exists. */
    private static int anyLegalMove(Position root) {
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        return MoveGenerator.legalMoves(root, legal) > 0 ? legal[0] : Move.NONE;
    }

    private int[] requestedSearchMoves() {
        synchronized (lock) {
            return request.limits().searchMoves();
        }
    }

    /**
     * Sends the info line the bestmove needs, if any, and returns the bestmove line.
     *
     * @param best   the legal move to play
     * @param result what the search found, or null when it failed without completing an iteration
     */
    private String finish(Position root, int best, SearchResult result, SearchReporter reporter, boolean debug) {
        if (!reporter.infoSent() || reporter.lastPvMove() != best) {
            // The GUI shows the last info line as the engine's opinion: it must agree with the move played.
            StringBuilder line = new StringBuilder("info");
            if (result != null) {
                long time = reporter.elapsedMs();
                line.append(" depth ").append(Math.max(1, result.depth()))
                        .append(' ').append(InfoFormatter.score(result.score(), Bound.EXACT))
                        .append(reporter.wdlField(result.score()))
                        .append(" nodes ").append(result.nodes())
                        .append(" nps ").append(InfoFormatter.nps(result.nodes(), time))
                        .append(" time ").append(time);
            } else {
                line.append(" depth 0 nodes 0 time ").append(reporter.elapsedMs());
            }
            int[] pv = result != null && result.pv() != null && result.pv().length > 0 && result.pv()[0] == best
                    ? result.pv() : new int[] {best};
            InfoFormatter.appendPv(line, pv, root, chess960);
            reporter.line(line.toString());
        }
        int ponder = ponderMove(root, best, result);
        if (debug) {
            out.infoString("search took " + reporter.elapsedMs() + " ms");
        }
        return "bestmove " + format(best) + (ponder == Move.NONE ? "" : " ponder " + format(ponder));
    }

    /** The expected reply: the engine's, or the second move of its PV; only if legal after the best move. */
    private static int ponderMove(Position root, int best, SearchResult result) {
        if (result == null) {
            return Move.NONE;
        }
        int candidate = result.ponderMove();
        if (candidate == Move.NONE && result.pv() != null && result.pv().length > 1 && result.pv()[0] == best) {
            candidate = result.pv()[1];
        }
        if (candidate == Move.NONE) {
            return Move.NONE;
        }
        Position after = root.copy();
        after.makeMove(best);
        return after.isLegal(candidate) ? candidate : Move.NONE;
    }

    private static SearchLimits withoutPonder(SearchLimits l) {
        return new SearchLimits(l.depth(), l.nodes(), l.mate(), l.moveTimeMs(), l.whiteTimeMs(), l.blackTimeMs(),
                l.whiteIncrementMs(), l.blackIncrementMs(), l.movesToGo(), l.infinite(), false, l.searchMoves());
    }
}
