package jamboree.uci.protocol;

/**
 * Keeps echoed input short and printable: a GUI log should not receive a megabyte of garbage back in an info string,
 * and a control character (a NUL, a carriage return) must not reach the protocol stream at all.
 */
final class Abbreviation {
    static final int MAX_ECHO = 80;

    private Abbreviation() {
    }

    static String of(String text) {
        String shown = text.length() <= MAX_ECHO ? text : text.substring(0, MAX_ECHO);
        StringBuilder b = new StringBuilder(shown.length() + 16);
        shown.codePoints().forEach(c -> {
            if (Character.isISOControl(c)) {
                b.append(String.format("\\x%02x", c));
            } else {
                b.appendCodePoint(c);
            }
        });
        return text.length() <= MAX_ECHO ? b.toString() : b + "... (" + text.length() + " chars)";
    }
}
