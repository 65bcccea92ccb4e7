package jamboree.uci.protocol;

import java.util.regex.Pattern;

/** What the engine may write on the protocol stream: the lines of the UCI protocol, and no control character. */
public final class ProtocolLine {
    private static final Pattern LINE = Pattern.compile(
            "id (name|author) .+|option name .+ type .+|uciok|readyok|info .+|bestmove \\S+( ponder \\S+)?");

    private ProtocolLine() {
    }

    /** Whether {@code line} (without its line end) is one a GUI can read. */
    public static boolean isProtocol(String line) {
        return LINE.matcher(line).matches() && line.chars().noneMatch(c -> c < 32 || c == 127);
    }
}
