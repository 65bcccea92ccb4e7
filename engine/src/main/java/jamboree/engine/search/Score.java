package jamboree.engine.search;

/** Score conventions: centipawns from the side to move; mates encoded by distance in plies. */
public final class Score {
    /** Score of being mated right now (negated: of mating now). */
    public static final int MATE = 30000;
    /** Scores at or beyond this magnitude are mates. */
    public static final int MATE_BOUND = MATE - 1000;
    public static final int INFINITE = 32000;
    public static final int DRAW = 0;

    private Score() {
    }

    public static int matedIn(int ply) {
        return -MATE + ply;
    }

    public static int mateIn(int ply) {
        return MATE - ply;
    }

    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /** The score as UCI says it: {@code cp N}, or {@code mate N} in moves (negative when being mated). */
    public static String uci(int score) {
        return isMate(score) ? "mate " + mateMoves(score) : "cp " + score;
    }

    /** UCI "mate N": moves (not plies) to mate, negative when being mated. */
    public static int mateMoves(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
    }
}
