package jamboree.scheduler.startech;

import jamboree.engine.board.Move;

/**
 * The activation frame of one Jamboree search (thesis Figure 4-5) of a position: its window, its children in
 * search order and what became of each, the running value b, and the bookkeeping of the abort protocol, the
 * critical-path stamps and the work accounting. The parts of the node program on the owning node drive it: {@link JamboreeFrames} its search,
 * {@link FrameProtocol} its messages with other nodes.
 */
final class Frame {
    long reference;
    boolean freed;

    // Where the frame hangs in the tree, and its window: set by init (depth, alpha and inCheck also by the search).
    Frame localParent;
    int indexInParent;
    int remoteNode;
    long remoteParent;
    Segment segment;
    int historyLength;
    int ply;
    int nominalDepth;
    int nodeType;
    /** A recursive-iterative-deepening search of the parent's own position (no move between them). */
    boolean selfSearch;
    int depth;
    int alphaOrig;
    int alpha;
    int beta;
    long key;
    boolean inCheck;

    Phase phase;
    int ttMove;
    long tableData;
    boolean announced;
    /** Where the arrays below come from; entries from {@link #count} on belong to nobody. */
    private ChildArrays childArrays;
    int[] moves;
    ChildState[] state;
    int[] testAlpha;
    long[] failedAt;
    long[] iterationEnd;
    int[] thief;
    long[] childWork;
    boolean[] research;
    /** Plies each child's first test is reduced by (late-move reductions, FULL profile only; 0 otherwise). */
    int[] reduction;
    /** The position's static evaluation where the FULL profile's pruning needed it. */
    int staticEval;
    /** The best value a futility-pruned child could have had (fail-soft, FULL profile only). */
    int prunedBound;
    boolean readTable;
    /** The recursive-iterative-deepening search of this position has been done. */
    boolean deepened;
    int count;
    int best;
    int bestMove;
    int resolved;
    /** Children below this index are searched by the owner before any later child may be stolen (6.5). */
    int serialUntil;
    int outstandingRemote;
    boolean stealable;

    // Critical-path stamps (Figure 5-8), in cycles of chess work.
    long startStamp;
    long stamp;
    long loopStamp;
    long prefixStamp;
    /** When the children below {@link #serialUntil} were done: where the parallel tests start. */
    long serialStamp;

    // Work of the subtree, and the failed and cutoff work inside it (6.5).
    long work;
    long failedWork;
    long cutoffWork;

    // Abort protocol of a stolen frame (4.6): it has sent its ChildDone; the parent's completion has arrived.
    boolean returned;
    boolean parentCompleted;
    boolean aborted;
    boolean awaitingTableReply;

    Frame(Frame localParent, int indexInParent, int remoteNode, long remoteParent, Segment segment, int ply,
          int nominalDepth, int alpha, int beta, int nodeType, boolean selfSearch, long startStamp) {
        init(localParent, indexInParent, remoteNode, remoteParent, segment, ply, nominalDepth, alpha, beta, nodeType,
                selfSearch, startStamp);
    }

    /**
     * Makes this frame a new one, as the constructor does: every field is written, so that a frame recycled by
     * {@link FramePool} is indistinguishable from one just made ({@code FramePoolTest} checks every declared field).
     */
    void init(Frame localParent, int indexInParent, int remoteNode, long remoteParent, Segment segment, int ply,
              int nominalDepth, int alpha, int beta, int nodeType, boolean selfSearch, long startStamp) {
        releaseChildren();
        this.reference = 0;
        this.freed = false;
        this.localParent = localParent;
        this.indexInParent = indexInParent;
        this.remoteNode = remoteNode;
        this.remoteParent = remoteParent;
        this.segment = segment;
        this.historyLength = segment.position.historyLength();
        this.key = segment.position.key();
        this.ply = ply;
        this.nominalDepth = nominalDepth;
        this.depth = nominalDepth;
        this.alphaOrig = alpha;
        this.alpha = alpha;
        this.beta = beta;
        this.nodeType = nodeType;
        this.selfSearch = selfSearch;
        this.inCheck = false;
        this.phase = Phase.NEW;
        this.ttMove = Move.NONE;
        this.tableData = 0;
        this.announced = false;
        this.staticEval = 0;
        this.prunedBound = -jamboree.engine.search.Score.INFINITE;
        this.readTable = false;
        this.deepened = false;
        this.count = 0;
        this.best = 0;
        this.bestMove = Move.NONE;
        this.resolved = 0;
        this.serialUntil = 1;
        this.outstandingRemote = 0;
        this.stealable = false;
        this.startStamp = startStamp;
        this.stamp = startStamp;
        this.loopStamp = 0;
        this.prefixStamp = 0;
        this.serialStamp = 0;
        this.work = 0;
        this.failedWork = 0;
        this.cutoffWork = 0;
        this.returned = false;
        this.parentCompleted = false;
        this.aborted = false;
        this.awaitingTableReply = false;
    }

    boolean stolen() {
        return remoteNode >= 0;
    }

    boolean root() {
        return localParent == null && remoteNode < 0;
    }

    /** Gives the frame its {@code n} children, the moves {@code generated} in search order, none yet started. */
    void children(int[] generated, int n) {
        releaseChildren();
        this.count = n;
        ChildArrays a = ChildArrays.take(generated, n);
        this.childArrays = a;
        this.moves = a.moves;
        this.state = a.state;
        this.testAlpha = a.testAlpha;
        this.failedAt = a.failedAt;
        this.iterationEnd = a.iterationEnd;
        this.thief = a.thief;
        this.childWork = a.childWork;
        this.research = a.research;
        this.reduction = a.reduction;
    }

    /**
     * Gives the children's arrays back to the thread (the frame is freed, or gets new children); a freed frame that
     * still looked at its children would fail at once rather than read another frame's.
     */
    void releaseChildren() {
        if (childArrays == null) {
            return;
        }
        ChildArrays.giveBack(childArrays);
        childArrays = null;
        moves = null;
        state = null;
        testAlpha = null;
        failedAt = null;
        iterationEnd = null;
        thief = null;
        childWork = null;
        research = null;
        reduction = null;
    }

    /** Index of the first unstarted child at or after {@code from} that the owner may search next, or -1. */
    int nextUnstarted(int from) {
        for (int i = Math.max(from, 1); i < count; i++) {
            if (state[i] == ChildState.UNSTARTED) {
                return i;
            }
        }
        return -1;
    }

    /** The critical-path stamp at which test {@code i} may start. */
    long testStart(int i) {
        return i < serialUntil ? prefixStamp : serialStamp;
    }

    /** Knuth-Moore type (thesis 6.5) of a child searched with the window (alpha, beta). */
    int childType(int alpha, int beta) {
        return beta - alpha > 1 ? 1 : nodeType == 2 ? 3 : 2;
    }
}
