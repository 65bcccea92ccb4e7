package jamboree.uci.selfplay;

/**
 * A score an engine reported in an {@code info} line, from the mover's side: centipawns, or mate in so many moves
 * (negative when the mover is mated). A referee reads it only to adjudicate; the moves themselves it checks alone.
 */
public record ReportedScore(boolean mate, int value) {

    /** What a reported mate counts as in centipawns: beyond any threshold a referee could be given. */
    public static final int MATE_CP = 1_000_000;

    /**
     * The score of an {@code info} line, or null when it has none or reports a line other than the principal one
     * ({@code multipv 2} and beyond describe worse moves, not the position).
     */
    public static ReportedScore parse(String infoLine) {
        String[] words = infoLine.trim().split("\\s+");
        if (words.length == 0 || !words[0].equals("info")) {
            return null;
        }
        ReportedScore score = null;
        for (int i = 1; i < words.length - 1; i++) {
            if (words[i].equals("string")) {
                return null;
            }
            if (words[i].equals("multipv") && !words[i + 1].equals("1")) {
                return null;
            }
            if (words[i].equals("score") && i + 2 < words.length) {
                try {
                    int value = Integer.parseInt(words[i + 2]);
                    if (words[i + 1].equals("cp")) {
                        score = new ReportedScore(false, value);
                    } else if (words[i + 1].equals("mate")) {
                        score = new ReportedScore(true, value);
                    }
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        }
        return score;
    }

    /** The score in centipawns from the mover's side, a mate counted as {@link #MATE_CP}. */
    public int centipawns() {
        if (!mate) {
            return value;
        }
        // "mate 0" (or a negative count) is the mover being mated.
        return value > 0 ? MATE_CP : -MATE_CP;
    }

    /** The score in centipawns from white's side, given the colour of the side that reported it. */
    public int forWhite(int moverColor) {
        return moverColor == 0 ? centipawns() : -centipawns();
    }
}
