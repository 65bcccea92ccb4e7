package jamboree.engine.search;

import jamboree.engine.board.Piece;

/**
 * Turns the clock of a game into two budgets for one move: a soft one (do not start another iteration after
 * about half of it) and a hard one (abort the search). The hard budget never exceeds a fixed share of the time
 * left minus the move overhead, so the engine cannot lose on time, even at one minute per game.
 */
public final class TimeManager {
    /** Moves the rest of the game is assumed to last when the clock gives no moves-to-go. */
    static final int DEFAULT_MOVES_TO_GO = 32;

    private TimeManager() {
    }

    /**
     * Soft and hard budgets in milliseconds; {@code Long.MAX_VALUE} for both when no time limit applies. An exact
     * budget ("movetime") is used to the end: iterations keep starting until the hard limit stops one.
     */
    public record Budget(long softMs, long hardMs, boolean exact) {
        public static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE, false);

        public boolean limited() {
            return hardMs != Long.MAX_VALUE;
        }
    }

    public static Budget budget(SearchLimits limits, int sideToMove, long overheadMs) {
        if (limits.moveTimeMs() > 0) {
            long ms = Math.max(1, limits.moveTimeMs() - overheadMs);
            return new Budget(ms, ms, true);
        }
        if (!limits.hasClock()) {
            return Budget.UNLIMITED;
        }
        long left = sideToMove == Piece.WHITE ? limits.whiteTimeMs() : limits.blackTimeMs();
        long increment = sideToMove == Piece.WHITE ? limits.whiteIncrementMs() : limits.blackIncrementMs();
        long available = Math.max(1, left - overheadMs);
        int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 50) : DEFAULT_MOVES_TO_GO;
        long ceiling = movesToGo == 1 ? available * 85 / 100 : available * 6 / 10;
        long soft = movesToGo == 1 ? available * 7 / 10 : available / movesToGo + increment * 3 / 4;
        soft = Math.max(1, Math.min(soft, ceiling));
        long hard = Math.max(1, Math.min(ceiling, soft * 4));
        return new Budget(soft, hard, false);
    }
}
