package jamboree.uci.book;

/** A book that cannot be used, with a message that names the file and what is wrong with it. */
public final class BookException extends RuntimeException {
    public BookException(String message) {
        super(message);
    }
}
