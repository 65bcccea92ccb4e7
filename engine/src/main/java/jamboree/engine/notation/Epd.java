package jamboree.engine.notation;

/** CONTRACT (to be implemented): EPD lines. */
public final class Epd {
    private Epd() {
    }

    /** Parses one EPD line; {@link NotationException} names the field or operation that is wrong. */
    public static EpdRecord parse(String line) {
        throw new UnsupportedOperationException("TODO");
    }
}
