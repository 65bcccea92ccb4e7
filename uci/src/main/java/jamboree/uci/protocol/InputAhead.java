package jamboree.uci.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The GUI's lines, with a look ahead while a {@code go} waits for the search before it to wind down (a machine's
 * bestmove goes out at the stop, but its nodes take a moment longer to halt). A {@code stop} sent right behind that
 * {@code go} must not wait for the wind-down: {@link #awaitUnlessStop} reads the lines that have arrived meanwhile
 * and says when one is a stop. The other lines it reads are kept, in order, for {@link #next()}.
 */
final class InputAhead {
    /** How often the wait looks for new lines and for the end of the search before. */
    private static final long POLL_MILLIS = 1;

    private final BufferedReader in;
    private final Deque<String> ahead = new ArrayDeque<>();
    /** The input ended (or failed) during a look ahead: after the lines ahead, there is nothing more. */
    private boolean ended;

    InputAhead(BufferedReader in) {
        this.in = in;
    }

    /** The next line, read ahead or not; null at the end of input. */
    String next() throws IOException {
        if (!ahead.isEmpty()) {
            return ahead.poll();
        }
        return ended ? null : in.readLine();
    }

    /**
     * Waits until {@code idle} holds, unless a line that is a {@code stop} arrives first: then that line is consumed
     * and the result is true. Lines after the stop stay ahead; so do lines before it.
     */
    boolean awaitUnlessStop(BooleanSupplier idle) throws InterruptedException {
        while (!idle.getAsBoolean()) {
            try {
                while (!ended && in.ready()) {
                    String line = in.readLine();
                    if (line == null) {
                        ended = true;
                    } else if (isStop(line) && ahead.isEmpty()) {
                        return true;
                    } else {
                        ahead.add(line);
                    }
                }
            } catch (IOException e) {
                ended = true;
            }
            Thread.sleep(POLL_MILLIS);
        }
        return false;
    }

    private static boolean isStop(String line) {
        List<String> tokens = UciLoop.tokenize(line);
        return tokens.size() == 1 && tokens.get(0).equals("stop");
    }
}
