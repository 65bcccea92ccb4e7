package jamboree.engine.search;

/**
 * Counts of the operations a search really performed, so that a caller (the simulated machine) can turn them into
 * cycles. One object per searching thread; plain fields, no synchronisation.
 *
 * <p>{@link #nodes} is always counted (limits need it). The other counters cost an increment each in the hot path
 * and are switched off together by {@link #ENABLED}.
 */
public final class SearchStats {
    /** Compile-time switch for every counter but {@link #nodes}. */
    public static final boolean ENABLED = true;

    /** Positions searched: every node of the main and quiescence search, the root included. */
    public long nodes;
    /** Of those, quiescence nodes. */
    public long quiescenceNodes;
    public long makeMoves;
    public long unmakeMoves;
    public long nullMoves;
    public long evaluations;
    /** Calls of a move generator (a staged node can generate twice: captures, then quiet moves). */
    public long moveGenerations;
    /** Moves produced by those calls. */
    public long movesGenerated;
    /** Selection steps of the move ordering (one per move handed out after scoring). */
    public long sortSteps;
    public long repetitionChecks;
    public long ttProbes;
    public long ttHits;
    public long ttCutoffs;
    public long ttStores;
    public long betaCutoffs;
    /** Beta cutoffs on the first move searched: a measure of move-ordering quality. */
    public long firstMoveCutoffs;
    /** Scout tests that failed and were searched again for their value. */
    public long researches;
    /** Deepest ply reached (quiescence included). */
    public int selDepth;

    public void clear() {
        nodes = 0;
        quiescenceNodes = 0;
        makeMoves = 0;
        unmakeMoves = 0;
        nullMoves = 0;
        evaluations = 0;
        moveGenerations = 0;
        movesGenerated = 0;
        sortSteps = 0;
        repetitionChecks = 0;
        ttProbes = 0;
        ttHits = 0;
        ttCutoffs = 0;
        ttStores = 0;
        betaCutoffs = 0;
        firstMoveCutoffs = 0;
        researches = 0;
        selDepth = 0;
    }

    /** Adds another thread's counts (the deepest ply is the maximum). */
    public void add(SearchStats other) {
        nodes += other.nodes;
        quiescenceNodes += other.quiescenceNodes;
        makeMoves += other.makeMoves;
        unmakeMoves += other.unmakeMoves;
        nullMoves += other.nullMoves;
        evaluations += other.evaluations;
        moveGenerations += other.moveGenerations;
        movesGenerated += other.movesGenerated;
        sortSteps += other.sortSteps;
        repetitionChecks += other.repetitionChecks;
        ttProbes += other.ttProbes;
        ttHits += other.ttHits;
        ttCutoffs += other.ttCutoffs;
        ttStores += other.ttStores;
        betaCutoffs += other.betaCutoffs;
        firstMoveCutoffs += other.firstMoveCutoffs;
        researches += other.researches;
        selDepth = Math.max(selDepth, other.selDepth);
    }

    public SearchStats copy() {
        SearchStats copy = new SearchStats();
        copy.add(this);
        return copy;
    }

    @Override
    public String toString() {
        return "nodes=" + nodes + " qnodes=" + quiescenceNodes + " makes=" + makeMoves + " unmakes=" + unmakeMoves
                + " nullMoves=" + nullMoves + " evals=" + evaluations + " generations=" + moveGenerations
                + " generated=" + movesGenerated + " sortSteps=" + sortSteps + " repetitionChecks=" + repetitionChecks
                + " ttProbes=" + ttProbes + " ttHits=" + ttHits + " ttCutoffs=" + ttCutoffs + " ttStores=" + ttStores
                + " betaCutoffs=" + betaCutoffs + " firstMoveCutoffs=" + firstMoveCutoffs + " researches=" + researches
                + " selDepth=" + selDepth;
    }
}
