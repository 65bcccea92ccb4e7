package jamboree.engine.search;

/**
 * The moves other threads of a parallel search are searching right now (simplified ABDADA): a node of remaining
 * depth {@link Searcher#SHARED_MOVES_DEPTH} or more announces each move it searches and defers to the end of its move
 * loop a move, other than its first, that another thread is searching.
 */
public interface SharedMoves {
    boolean searchedElsewhere(long key, int move);

    void enter(long key, int move);

    void leave(long key, int move);
}
