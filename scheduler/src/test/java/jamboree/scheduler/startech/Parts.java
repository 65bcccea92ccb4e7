package jamboree.scheduler.startech;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.scheduler.config.SchedulerConfig;

/** Builds the pieces the part tests drive: a node's context in a run, and frames in a given state. */
final class Parts {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Parts() {
    }

    /** A new frame of the starting position at depth 3, on no node's stack. */
    static Frame frame() {
        return new Frame(null, -1, -1, 0, new Segment(Fen.parse(START), new int[0]), 0, 3, -100, 100, 1, false, 0);
    }

    static NodeContext context(int id, SchedulerConfig config) {
        RunSpec run = RunSpec.of(Fen.parse(START), 4, Profile.STARTECH, config);
        return new NodeContext(id, run, new NodeMemory(config));
    }

    static NodeContext context(int id) {
        return context(id, SchedulerConfig.load());
    }

    /**
     * A frame of {@code ctx}'s root position, pushed on its stack, in the parallel loop with its first child done:
     * every later child may be stolen.
     */
    static Frame loopingRoot(NodeContext ctx, int depth) {
        Position root = ctx.run.root().copy();
        Frame f = new Frame(null, -1, -1, 0, new Segment(root, new int[0]), 0, depth, -100, 100, 1, false, 0);
        int[] moves = new int[256];
        int n = MoveGenerator.legalMoves(root, moves);
        f.children(moves, n);
        f.state[0] = ChildState.DONE;
        f.phase = Phase.LOOP;
        f.resolved = 1;
        f.serialUntil = 1;
        f.stealable = true;
        f.alpha = 10;
        ctx.frames.push(f);
        return f;
    }

    /** A frame of a position one move below the root, as a thief builds it from a grant. */
    static Frame stolenChild(NodeContext ctx, int victim, long parent, int index) {
        Position p = ctx.run.root().copy();
        int[] moves = new int[256];
        MoveGenerator.legalMoves(p, moves);
        int move = moves[index];
        p.makeMove(move);
        Frame f = new Frame(null, index, victim, parent, new Segment(p, new int[] {move}), 1, 3, -11, -10, 2,
                false, 5);
        ctx.frames.allocate(f);
        ctx.frames.stack(f);
        return f;
    }
}
