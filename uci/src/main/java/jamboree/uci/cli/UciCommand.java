package jamboree.uci.cli;

import jamboree.uci.Main;
import jamboree.uci.engine.SerialEngineFactory;
import jamboree.uci.protocol.StopLatencyProbe;
import jamboree.uci.protocol.UciLoop;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree uci}: speaks UCI on stdin/stdout for a chess GUI (also what {@code jamboree} without arguments
 * does). Standard output carries the protocol only: anything else that prints ends up on stderr.
 */
@Command(name = "uci",
        description = "Speak the UCI protocol on stdin/stdout (how a chess GUI runs the engine).",
        mixinStandardHelpOptions = true)
public final class UciCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        // Whatever a library might print must not reach the GUI as a malformed protocol line.
        System.setOut(System.err);
        String version = Main.class.getPackage().getImplementationVersion();
        new UciLoop(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), protocol,
                new SerialEngineFactory(), InstantSource.system(), version == null ? "" : version).run();
        return 0;
    }

    @Command(name = "stop-latency",
            description = "Measure the time from 'stop' to 'bestmove' during 'go infinite' (goal: under 50 ms).")
    int stopLatency(
            @Option(names = "--trials", defaultValue = "20", description = "Searches to stop (default ${DEFAULT-VALUE}).")
            int trials,
            @Option(names = "--think-ms", defaultValue = "300",
                    description = "How long each search runs before the stop (default ${DEFAULT-VALUE}).")
            long thinkMs) throws InterruptedException {
        if (trials < 1 || thinkMs < 0) {
            System.err.println("stop-latency: --trials must be at least 1 and --think-ms not negative");
            return 2;
        }
        StopLatencyProbe.Result result = StopLatencyProbe.measure(new SerialEngineFactory(), trials, thinkMs,
                System.out);
        System.out.printf(Locale.ROOT, "stop -> bestmove over %d trials: min %.2f ms, median %.2f ms, "
                        + "95th percentile %.2f ms, max %.2f ms (goal: under 50 ms)%n", trials,
                result.percentile(0), result.percentile(50), result.percentile(95), result.percentile(100));
        return 0;
    }
}
