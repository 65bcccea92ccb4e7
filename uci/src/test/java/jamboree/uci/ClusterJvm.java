package jamboree.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * One {@code jamboree} JVM of a cluster test, started from the built jar: its stdout kept, its stderr lines handed
 * over as they come so that a test can act on them (kill a worker once it runs a search).
 */
final class ClusterJvm implements AutoCloseable {

    private final Process process;
    private final List<String> out = new ArrayList<>();
    private final BlockingQueue<String> err = new LinkedBlockingQueue<>();
    private final List<String> errSeen = new ArrayList<>();

    private ClusterJvm(Process process) {
        this.process = process;
        pump(process.getInputStream(), line -> {
            synchronized (out) {
                out.add(line);
            }
        }, "out");
        pump(process.getErrorStream(), err::add, "err");
    }

    /** Starts {@code java -jar jamboree.jar args...} with a small heap; skips the test without the built jar. */
    static ClusterJvm start(String... args) throws IOException {
        String root = System.getProperty("jamboree.root");
        assumeTrue(root != null, "system property jamboree.root is not set (run through Maven)");
        Path jar = Path.of(root, "uci", "target", "jamboree.jar");
        assumeTrue(Files.isRegularFile(jar), "the launcher jar is not built at " + jar);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx384m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-jar", jar.toString()));
        command.addAll(List.of(args));
        return new ClusterJvm(new ProcessBuilder(command).start());
    }

    private void pump(java.io.InputStream stream, java.util.function.Consumer<String> sink, String name) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    sink.accept(line);
                }
            } catch (IOException e) {
                // The process ended.
            }
        }, "cluster-jvm-" + name);
        t.setDaemon(true);
        t.start();
    }

    /** Waits for a stderr line containing {@code text}; false after {@code seconds}. */
    boolean awaitErr(String text, long seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        synchronized (errSeen) {
            if (errSeen.stream().anyMatch(l -> l.contains(text))) {
                return true;
            }
        }
        while (System.nanoTime() < deadline) {
            String line = err.poll(100, TimeUnit.MILLISECONDS);
            if (line != null) {
                synchronized (errSeen) {
                    errSeen.add(line);
                }
                if (line.contains(text)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Every stderr line so far. */
    String errText() {
        List<String> rest = new ArrayList<>();
        err.drainTo(rest);
        synchronized (errSeen) {
            errSeen.addAll(rest);
            return String.join("\n", errSeen);
        }
    }

    List<String> out() {
        synchronized (out) {
            return List.copyOf(out);
        }
    }

    /** The exit code, waiting at most {@code seconds}; -1 if still running. */
    int await(long seconds) throws InterruptedException {
        return process.waitFor(seconds, TimeUnit.SECONDS) ? process.exitValue() : -1;
    }

    void kill() {
        process.destroyForcibly();
    }

    /** Stops the JVM: politely (it leaves the cluster), then by force. */
    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(15, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
    }
}
