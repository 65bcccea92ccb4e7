package jamboree.engine.search;

import jamboree.engine.board.Position;

/**
 * Anything that can search a position: the serial search here, and the parallel searches on the native and
 * simulated machines in the scheduler module. The UCI layer drives only this interface.
 *
 * <p>Every engine ends its search through a {@link SearchControl} (stop, time, nodes, mate) and answers a search
 * that ended without a move by the {@link FallbackMove} rule.
 *
 * <p>{@link #search} blocks the calling thread until the search ends; {@link #stop} and {@link #ponderHit}
 * are called from other threads while it runs.
 */
public interface SearchEngine {
    /** Searches {@code root} (which the engine must not modify visibly: it works on a copy or restores it). */
    SearchResult search(Position root, SearchLimits limits, SearchListener listener);

    /** Ends the current search as soon as possible; the search returns its best move so far. */
    void stop();

    /** The opponent played the pondered move: from now on the time limits of the running search apply. */
    void ponderHit();

    /** Forget everything learned from previous searches (new game). */
    void clear();

    /** Resize the transposition table. Not called during a search. */
    void setHashMegabytes(int megabytes);

    /** Transposition-table occupancy in permill. */
    int hashFull();

    /**
     * Gets ready for the next search without searching: allocates what a first search would (a machine's host
     * threads, say), so that the wait falls on a GUI's {@code isready} rather than on its clock. Not called during a
     * search.
     */
    default void prepare() {
    }

    /** What this engine declares about itself to whoever drives it. */
    default EngineCapabilities capabilities() {
        return EngineCapabilities.SERIAL;
    }

    /** Number of principal variations to report and search. */
    default void setMultiPv(int lines) {
    }
}
