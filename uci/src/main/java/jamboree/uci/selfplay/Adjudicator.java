package jamboree.uci.selfplay;

import jamboree.engine.board.Piece;

/**
 * Ends a game early on what both engines say about it, as tournament managers do to save the moves of a game
 * whose result is no longer in doubt: a win when both engines' scores agree, move after move, that one side is far
 * ahead; a draw when both keep scoring the position equal late in the game. One engine's opinion alone never ends a
 * game, and a move without a reported score breaks that side's run. Off unless its rules are given.
 */
public final class Adjudicator {

    /**
     * The thresholds; a rule with 0 moves is off.
     *
     * @param resignCp      how far ahead in centipawns both engines must see one side (a mate is beyond any)
     * @param resignMoves   for how many consecutive moves of each side
     * @param drawCp        the largest absolute score both engines may report for a draw
     * @param drawMoves     for how many consecutive moves of each side
     * @param drawFromMove  the full move number from which moves count towards a draw
     */
    public record Rules(int resignCp, int resignMoves, int drawCp, int drawMoves, int drawFromMove) {
        public static final Rules NONE = new Rules(0, 0, 0, 0, 0);

        public Rules {
            if (resignCp < 0 || resignMoves < 0 || drawCp < 0 || drawMoves < 0 || drawFromMove < 0) {
                throw new IllegalArgumentException("adjudication thresholds are not negative");
            }
        }

        public boolean resigns() {
            return resignMoves > 0;
        }

        public boolean draws() {
            return drawMoves > 0;
        }

        @Override
        public String toString() {
            String resign = resigns() ? "a win at " + resignCp + " cp for " + resignMoves + " moves of each side"
                    : "no win";
            String draw = draws() ? "a draw within " + drawCp + " cp for " + drawMoves + " moves of each side from"
                    + " move " + drawFromMove : "no draw";
            return resign + ", " + draw;
        }
    }

    /** An adjudicated result: 1 white won, -1 black won, 0 a draw, with the termination the game record states. */
    public record Verdict(int result, String termination) {
    }

    private final Rules rules;
    /** Per colour: consecutive moves whose score saw white ahead by the margin, black ahead, and a level game. */
    private final int[] whiteAhead = new int[2];
    private final int[] blackAhead = new int[2];
    private final int[] level = new int[2];

    public Adjudicator(Rules rules) {
        this.rules = rules;
    }

    /**
     * The side {@code moverColor} played a move at full move {@code fullmove} and reported {@code score} for it
     * (null when it reported none). Returns the verdict if this move completes one, else null.
     */
    public Verdict afterMove(int moverColor, int fullmove, ReportedScore score) {
        if (score == null) {
            whiteAhead[moverColor] = 0;
            blackAhead[moverColor] = 0;
            level[moverColor] = 0;
            return null;
        }
        int forWhite = score.forWhite(moverColor);
        whiteAhead[moverColor] = forWhite >= rules.resignCp() ? whiteAhead[moverColor] + 1 : 0;
        blackAhead[moverColor] = -forWhite >= rules.resignCp() ? blackAhead[moverColor] + 1 : 0;
        boolean counts = fullmove >= rules.drawFromMove() && Math.abs(forWhite) <= rules.drawCp();
        level[moverColor] = counts ? level[moverColor] + 1 : 0;
        if (rules.resigns() && bothAtLeast(whiteAhead, rules.resignMoves())) {
            return new Verdict(1, winText("white"));
        }
        if (rules.resigns() && bothAtLeast(blackAhead, rules.resignMoves())) {
            return new Verdict(-1, winText("black"));
        }
        if (rules.draws() && bothAtLeast(level, rules.drawMoves())) {
            return new Verdict(0, String.format("adjudication: both engines scored the game within %d cp for %d"
                    + " moves each from move %d", rules.drawCp(), rules.drawMoves(), rules.drawFromMove()));
        }
        return null;
    }

    private static boolean bothAtLeast(int[] runs, int moves) {
        return runs[Piece.WHITE] >= moves && runs[Piece.BLACK] >= moves;
    }

    private String winText(String side) {
        return String.format("adjudication: both engines scored %s ahead by %d cp or more for %d moves each", side,
                rules.resignCp(), rules.resignMoves());
    }
}
