package jamboree.uci.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The bytes of a probe's {@link java.io.PrintStream} (with auto-flush) passed on to a command's writer at each
 * flush, so that a long measurement shows its progress line by line where the command's output goes.
 */
final class LineForwarder extends ByteArrayOutputStream {
    private final PrintWriter out;

    LineForwarder(PrintWriter out) {
        this.out = out;
    }

    @Override
    public synchronized void flush() {
        out.print(toString(StandardCharsets.UTF_8));
        out.flush();
        reset();
    }
}
