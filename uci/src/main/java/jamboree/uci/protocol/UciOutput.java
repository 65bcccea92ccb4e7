package jamboree.uci.protocol;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The one writer of the protocol stream. The input thread and the search thread both write; whole lines are
 * written under one lock and flushed at once, because a GUI reads line by line and must never see two lines
 * interleaved or a line held back in a buffer.
 */
public final class UciOutput {
    private final Writer writer;
    private boolean closed;

    public UciOutput(OutputStream out) {
        this.writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    }

    /** Writes one line and flushes. A GUI that went away is not an error worth dying for: later lines are dropped. */
    public synchronized void line(String text) {
        if (closed) {
            return;
        }
        try {
            writer.write(text);
            writer.write('\n');
            writer.flush();
        } catch (IOException e) {
            closed = true;
        }
    }

    /**
     * An {@code info string} line. Line breaks inside the message would end the line early, and other control
     * characters (a NUL from an exception's message) confuse a GUI's reader, so they all become spaces.
     */
    public void infoString(String message) {
        line("info string " + message.replaceAll("\\p{Cntrl}+", " "));
    }
}
