package jamboree.uci.protocol;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A {@link UciLoop} on its own thread, talked to through in-memory line queues instead of a process's pipes:
 * what the protocol tests and the stop-latency probe use. The loop is the same one {@code jamboree uci} runs.
 */
public final class InProcessConnection implements AutoCloseable {
    private static final String END_OF_INPUT = new String("<end of input>");

    private final BlockingQueue<String> toEngine = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private final Consumer<String> onEngineLine;
    private final Thread loopThread;

    /**
     * @param loopFactory  builds the loop from the reader and stream it must use
     * @param onEngineLine sees every line the engine writes, on the writing thread, before it is queued
     */
    public InProcessConnection(Function<Connection, UciLoop> loopFactory, Consumer<String> onEngineLine) {
        this.onEngineLine = onEngineLine;
        UciLoop loop = loopFactory.apply(new Connection(new BufferedReader(new QueueReader()), new LineStream()));
        loopThread = new Thread(loop::run, "uci-in-process");
        loopThread.setDaemon(true);
        loopThread.start();
    }

    /** The two ends a loop is built on. */
    public record Connection(BufferedReader in, OutputStream out) {
    }

    public void send(String line) {
        toEngine.add(line);
    }

    /** Ends the input, as a GUI closing the pipe does. */
    public void closeInput() {
        toEngine.add(END_OF_INPUT);
    }

    /** The next line from the engine, or null after {@code millis}. */
    public String poll(long millis) throws InterruptedException {
        return fromEngine.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Waits for the loop to return; true when it did. */
    public boolean awaitExit(long millis) throws InterruptedException {
        loopThread.join(millis);
        return !loopThread.isAlive();
    }

    /** Sends quit, ends the input and waits a little for the loop to return. */
    @Override
    public void close() {
        send("quit");
        closeInput();
        try {
            awaitExit(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private final class QueueReader extends Reader {
        private String pending = "";
        private int index;
        private boolean ended;

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (length == 0) {
                return 0;
            }
            if (index == pending.length()) {
                if (ended) {
                    return -1;
                }
                String line;
                try {
                    line = toEngine.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return -1;
                }
                if (line == END_OF_INPUT) {
                    ended = true;
                    return -1;
                }
                pending = line + "\n";
                index = 0;
            }
            int n = Math.min(length, pending.length() - index);
            pending.getChars(index, index + n, buffer, offset);
            index += n;
            return n;
        }

        /** Whether a read would not block: what the loop's look ahead asks, as of a process's pipe. */
        @Override
        public boolean ready() {
            return index < pending.length() || (!ended && !toEngine.isEmpty());
        }

        @Override
        public void close() {
        }
    }

    private final class LineStream extends OutputStream {
        private final ByteArrayOutputStream current = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                String line = current.toString(StandardCharsets.UTF_8);
                current.reset();
                onEngineLine.accept(line);
                fromEngine.add(line);
            } else {
                current.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                write(bytes[i]);
            }
        }
    }
}
