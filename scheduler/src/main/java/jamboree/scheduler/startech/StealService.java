package jamboree.scheduler.startech;

import jamboree.engine.board.Position;
import jamboree.engine.search.HistoryTables;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.api.Node;
import jamboree.machine.api.Side;
import jamboree.scheduler.measure.SearchActivity;

/**
 * Work stealing (thesis 4.7), both sides. The thief: an idle node sends a steal request to a random other node, paced
 * by the configured scheduler (naive, fixed backoff, or StarTech's global {@link Throttle}). The victim: gives the
 * unstarted child nearest the root that it may give, or denies. The thief rebuilds the child's position from the
 * search root and the move path, with the repetition history that travels with it (6.6).
 */
final class StealService {
    /*
     * Where threads help one another's leaves (LeafHelp), a thief whose victim is inside a deep leaf search joins it:
     * the victim answers only when that search ends. Until the answer comes the thief looks again this often, since
     * the victim may begin such a search after the request was sent.
     */
    private static final double HELP_POLL_SECONDS = 0.0005;

    private final NodeContext ctx;
    private final Throttle throttle;
    private final FrameProtocol protocol;
    private final LeafSearches leaves;
    private boolean requestOutstanding;
    private int victim;
    private boolean denied;
    private long nextRequestAt;

    StealService(NodeContext ctx, Throttle throttle, FrameProtocol protocol, LeafSearches leaves) {
        this.ctx = ctx;
        this.throttle = throttle;
        this.protocol = protocol;
        this.leaves = leaves;
    }

    /** An idle node (or a helpful master waiting for its children) looks for work. */
    void lookForWork(Node node) {
        if (node.size() == 1 || ctx.searchOver) {
            node.idleAs(MachineActivity.IDLE);
            return;
        }
        if (requestOutstanding) {
            helpTheVictim(node);
            node.idleAs(SearchActivity.LOOKING_FOR_WORK);
            return;
        }
        switch (ctx.config.throttle()) {
            case NAIVE -> sendRequest(node);
            case BACKOFF -> {
                if (denied && node.now() < nextRequestAt) {
                    node.wakeAt(nextRequestAt);
                    node.idleAs(SearchActivity.WAITING_ON_THROTTLE);
                } else {
                    sendRequest(node);
                }
            }
            case STARTECH -> {
                if (throttle.maySteal(node)) {
                    sendRequest(node);
                } else {
                    node.idleAs(SearchActivity.WAITING_ON_THROTTLE);
                }
            }
        }
    }

    private void sendRequest(Node node) {
        victim = node.random().nextInt(node.size() - 1);
        if (victim >= ctx.id) {
            victim++;
        }
        requestOutstanding = true;
        ctx.tally.add(Counter.STEAL_REQUESTS);
        ctx.send(node, victim, Side.REQUEST, new StarTechMessage.StealRequest(ctx.id));
        node.idleAs(SearchActivity.LOOKING_FOR_WORK);
        helpTheVictim(node);
    }

    /** Where threads help one another: joins the victim's deep leaf, if it runs one, and looks again soon. */
    private void helpTheVictim(Node node) {
        if (ctx.memory.helpedLeaves() == null) {
            return;
        }
        leaves.help(victim);
        node.wakeAt(node.now() + Math.max(1, Math.round(node.clockHz() * HELP_POLL_SECONDS)));
    }

    /** The victim's handler: give the unstarted child nearest the root, or deny. */
    void onRequest(Node node, int thief) {
        node.charge(ctx.cost.stealService(), SearchActivity.ANSWERING_STEAL_REQUEST);
        for (Frame f : ctx.frames.bottomUp()) {
            if (f.phase != Phase.LOOP || !f.stealable || f.depth - 1 < ctx.config.minStealDepth()
                    || f.resolved < f.serialUntil || ctx.stopped()) {
                continue;
            }
            int j = f.nextUnstarted(f.serialUntil);
            if (j < 0) {
                continue;
            }
            grant(node, thief, f, j);
            return;
        }
        ctx.send(node, thief, Side.REPLY, new StarTechMessage.StealDenied());
    }

    private void grant(Node node, int thief, Frame f, int j) {
        f.state[j] = ChildState.STOLEN;
        f.thief[j] = thief;
        f.testAlpha[j] = f.alpha;
        f.outstandingRemote++;
        ctx.tally.add(Counter.STEALS_SERVED);
        Position root = ctx.run.root();
        int[] path = f.segment.pathTo(f.historyLength, f.moves[j]);
        int historyKeys = Math.min(root.halfmoveClock() + path.length, root.historyLength() + path.length);
        int alpha = -f.alpha - 1;
        int beta = -f.alpha;
        int[] historyScores = null;
        int[] killers = null;
        if (ctx.config.orderingWithWork()) {
            HistoryTables ordering = ctx.memory.searcher().history();
            historyScores = ordering.historySnapshot();
            killers = ordering.killersFrom(f.ply + 1, f.depth + 1);
        }
        ctx.send(node, thief, Side.REPLY, new StarTechMessage.StealGranted(f.reference, j, path, alpha, beta,
                f.depth - 1 - f.reduction[j], f.ply + 1, f.testStart(j), Math.min(historyKeys, 100), f.childType(alpha, beta),
                historyScores, killers));
    }

    void onDenied(Node node) {
        requestOutstanding = false;
        denied = true;
        ctx.tally.add(Counter.STEALS_DENIED);
        nextRequestAt = node.now() + ctx.config.backoff();
    }

    /** The thief rebuilds the position from the root and the path (with the repetition history) and runs it. */
    void onGranted(Node node, int victim, StarTechMessage.StealGranted g) {
        requestOutstanding = false;
        ctx.tally.add(Counter.STEALS_GRANTED);
        if (protocol.abortedInFlight(node, victim, g)) {
            return;
        }
        Position position = ctx.run.root().copy();
        for (int move : g.path()) {
            position.makeMove(move);
        }
        node.charge(ctx.cost.replayPerMove() * g.path().length, SearchActivity.LOOKING_FOR_WORK);
        if (g.historyScores() != null) {
            ctx.memory.searcher().history().adopt(g.historyScores(), g.ply(), g.killers());
        }
        Segment segment = new Segment(position, g.path());
        Frame f = ctx.frames.make(null, g.childIndex(), victim, g.parent(), segment, g.ply(), g.depth(), g.alpha(),
                g.beta(), g.nodeType(), false, g.stamp());
        ctx.frames.allocate(f);
        protocol.adoptStolen(victim, f);
        ctx.frames.stack(f);
    }
}
