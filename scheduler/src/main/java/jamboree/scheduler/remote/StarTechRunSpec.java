package jamboree.scheduler.remote;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.cluster.CborMessage;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.startech.RunSpec;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link RunSpec} as plain values, for the members that host a cluster run's nodes: the root as the FEN it was set
 * up from and the moves played since (the game history the draw rules need), the depth, the profile, the scheduler's
 * switches and sizes, and the root hint. The cost model is the member's own (its {@code jamboree.scheduler.cost}),
 * which every member of one installation shares.
 *
 * @param session  the coordinating search object, so that a member keeps its nodes' memory for it alone
 * @param search   the number of the search within the session (a new one starts a new search in the nodes' memory)
 * @param clears   how many times the session was told to forget everything (a new game)
 * @param baseFen  the position the game history starts from
 * @param moves    the moves played since, {@link Move#NONE} for a null move
 * @param switches every {@link Switch}, by key, in its text form
 * @param sizes    the scheduler's numeric settings that are not switches, by path under {@code jamboree.scheduler}
 * @param rootMoves the moves the root may search, empty for all ({@link RunSpec#rootMoves()})
 */
public record StarTechRunSpec(String session, long search, long clears, String baseFen, int[] moves, int depth,
                              String profile, Map<String, String> switches, Map<String, Long> sizes, int rootHint,
                              int[] rootMoves)
        implements CborMessage {

    public static StarTechRunSpec of(String session, long search, long clears, RunSpec run) {
        Position base = run.root().copy();
        int[] moves = new int[base.historyLength()];
        for (int i = moves.length - 1; i >= 0; i--) {
            moves[i] = base.moveAt(i);
            base.unmakeMove();
        }
        SchedulerConfig config = run.config();
        Map<String, String> switches = new LinkedHashMap<>();
        for (Switch s : Switch.values()) {
            switches.put(s.key(), s.type().format(config.get(s)));
        }
        Map<String, Long> sizes = new LinkedHashMap<>();
        sizes.put("table-entries-per-node", (long) config.tableEntriesPerNode());
        sizes.put("leaf-table-megabytes", (long) config.leafTableMegabytes());
        sizes.put("serial-table-megabytes", (long) config.serialTableMegabytes());
        sizes.put("poll-quantum", config.pollQuantum());
        sizes.put("min-steal-depth", (long) config.minStealDepth());
        sizes.put("throttle-work", config.throttleWork());
        sizes.put("backoff", config.backoff());
        sizes.put("profile-bins", (long) config.profileBins());
        return new StarTechRunSpec(session, search, clears, Fen.format(base), moves, run.depth(),
                run.profile().name(), switches, sizes, run.rootHint(), run.rootMoves());
    }

    /** The root position with its game history. */
    public Position root() {
        Position p = Fen.parse(baseFen);
        for (int move : moves) {
            if (move == Move.NONE) {
                p.makeNullMove();
            } else if (p.isLegal(move)) {
                p.makeMove(move);
            } else {
                throw new IllegalArgumentException("the run's game history holds an illegal move " + move);
            }
        }
        return p;
    }

    /** The scheduler's settings: {@code base} (the member's own) with this run's switches and sizes. */
    public SchedulerConfig config(SchedulerConfig base) {
        SchedulerConfig c = base;
        for (Map.Entry<String, Long> e : sizes.entrySet()) {
            c = c.with(e.getKey(), e.getValue());
        }
        for (Map.Entry<String, String> e : switches.entrySet()) {
            c = c.with(switchOf(e.getKey()), e.getValue());
        }
        return c;
    }

    private static Switch switchOf(String key) {
        for (Switch s : Switch.values()) {
            if (s.key().equals(key)) {
                return s;
            }
        }
        throw new IllegalArgumentException("the run names an unknown scheduler switch '" + key + "'");
    }

    /** The run as the nodes' programs see it; {@code stop} is this member's stop signal for it. */
    public RunSpec toRunSpec(SchedulerConfig base, AtomicBoolean stop) {
        return new RunSpec(root(), depth, Profile.valueOf(profile), config(base), rootHint, stop, rootMoves);
    }
}
