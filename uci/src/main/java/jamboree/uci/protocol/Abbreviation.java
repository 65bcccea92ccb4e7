package jamboree.uci.protocol;

/** Keeps echoed input short: a GUI log should not receive a megabyte of garbage back in an info string. */
final class Abbreviation {
    static final int MAX_ECHO = 80;

    private Abbreviation() {
    }

    static String of(String text) {
        return text.length() <= MAX_ECHO ? text : text.substring(0, MAX_ECHO) + "... (" + text.length() + " chars)";
    }
}
