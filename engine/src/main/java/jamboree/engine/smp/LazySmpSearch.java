package jamboree.engine.smp;

import jamboree.engine.board.Position;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;

/**
 * Lazy SMP: {@code threads} threads search the same root with one shared transposition table. The main thread is a
 * {@link SerialSearch} (iterative deepening, aspiration, MultiPV, searchmoves, ponder, the time manager and every
 * limit through its one {@link jamboree.engine.search.SearchControl}); it alone decides the move and reports, with
 * the positions of every thread in its node counts. The others are {@link Helper}s that search beside it at
 * staggered depths, poll the same control (so a stop, the hard time budget and the node limit, summed over the
 * threads, end them within a poll) and are stopped when the main thread answers.
 *
 * <p>The table needs no lock: each entry is two longs, the data and the key XOR the data, so an entry torn by two
 * writers reads as a miss (see {@link jamboree.engine.search.TranspositionTable}).
 */
public final class LazySmpSearch implements SearchEngine {
    private final SerialSearch main;
    private final HelperCrew crew;

    /** {@code threads} threads (1: the serial search exactly) on the host's clock with a table of the given size. */
    public LazySmpSearch(int threads, int hashMegabytes) {
        this(threads, SearchClock.SYSTEM, hashMegabytes);
    }

    public LazySmpSearch(int threads, SearchClock clock, int hashMegabytes) {
        if (threads < 1) {
            throw new IllegalArgumentException("Lazy SMP needs at least one thread, got " + threads);
        }
        this.main = new SerialSearch(clock, hashMegabytes);
        this.crew = new HelperCrew(threads - 1, main.table(), main.control());
        main.setCompanions(crew);
        main.shareMoves(crew.claims() == null ? null : crew.claims().forThread(0));
    }

    /** Threads that search, the main one included. */
    public int threads() {
        return crew.size() + 1;
    }

    public void setProfile(Profile profile) {
        main.setProfile(profile);
        crew.setProfile(profile);
    }

    public Profile profile() {
        return main.profile();
    }

    public void setRecursiveIterativeDeepening(boolean enabled) {
        main.setRecursiveIterativeDeepening(enabled);
        crew.setRecursiveIterativeDeepening(enabled);
    }

    /** Time kept in reserve per move for the GUI and the connection ("Move Overhead"). */
    public void setMoveOverheadMs(long ms) {
        main.setMoveOverheadMs(ms);
    }

    /**
     * Positions each thread searched in the last search, the main thread first (read after it returns); they add up
     * to the result's node count.
     */
    public long[] threadNodes() {
        long[] helpers = crew.helperNodes();
        long[] all = new long[helpers.length + 1];
        all[0] = main.stats().nodes;
        System.arraycopy(helpers, 0, all, 1, helpers.length);
        return all;
    }

    /** Moves claimed in the shared table of moves being searched (0 after every search: each claim is released). */
    int claimsStanding() {
        return crew.claims() == null ? 0 : crew.claims().standing();
    }

    @Override
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        return main.search(root, limits, listener);
    }

    @Override
    public void stop() {
        main.stop();
    }

    @Override
    public void ponderHit() {
        main.ponderHit();
    }

    @Override
    public void clear() {
        main.clear();
        crew.clear();
    }

    @Override
    public void setHashMegabytes(int megabytes) {
        main.setHashMegabytes(megabytes);
    }

    @Override
    public int hashFull() {
        return main.hashFull();
    }

    @Override
    public void setMultiPv(int lines) {
        main.setMultiPv(lines);
        crew.setMultiPv(Math.max(1, lines));
    }
}
