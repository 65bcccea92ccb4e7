package jamboree.engine.notation;

/**
 * Malformed or illegal input in a chess notation. The message names the offending field or token and
 * says why, for example {@code FEN field 2 (side to move): expected 'w' or 'b', got 'x'}.
 */
public class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
