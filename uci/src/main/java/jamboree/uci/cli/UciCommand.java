package jamboree.uci.cli;

import jamboree.uci.Main;
import jamboree.uci.engine.SerialEngineFactory;
import jamboree.uci.protocol.StopLatencyProbe;
import jamboree.uci.protocol.TimeControlProbe;
import jamboree.uci.protocol.UciLoop;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree uci}: speaks UCI on stdin/stdout for a chess GUI (also what {@code jamboree} without arguments
 * does). Standard output carries the protocol only: anything else that prints ends up on stderr.
 */
@Command(name = "uci", subcommands = SoakCommand.class,
        description = "Speak the UCI protocol on stdin/stdout (how a chess GUI runs the engine).")
public final class UciCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

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
            @Option(names = "--trials", paramLabel = "N",
                    description = "Searches to stop (default 20; 200 with --storm).")
            Integer trials,
            @Option(names = "--think-ms", defaultValue = "300", paramLabel = "MS",
                    description = "How long each search runs before the stop (default ${DEFAULT-VALUE}).")
            long thinkMs,
            @Option(names = "--storm", paramLabel = "MAX_MS", arity = "0..1", fallbackValue = "20",
                    description = "Instead of --think-ms: each stop 0..MAX_MS ms after its go (default 20), at random"
                            + " from --seed, the first while the machine starts (no isready after the options).")
            Long stormMaxMs,
            @Option(names = "--seed", defaultValue = "12", paramLabel = "N",
                    description = "Seed of the storm's delays (default ${DEFAULT-VALUE}).")
            long seed,
            @Option(names = "--setoption", paramLabel = "NAME=VALUE",
                    description = "An option set before the trials, as 'setoption name NAME value VALUE' (repeatable,"
                            + " in order; for example --setoption Machine=CM5 --setoption \"CM5 Processors=64\")."
                            + " A name the engine does not declare, or a value it refuses, is an error.")
            List<String> options,
            @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
            boolean help) throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int rounds = trials != null ? trials : stormMaxMs != null ? 200 : 20;
        if (rounds < 1 || thinkMs < 0 || (stormMaxMs != null && stormMaxMs < 0)) {
            err.println("stop-latency: --trials must be at least 1, and --think-ms and --storm not negative");
            return 2;
        }
        List<String> setoptions = new ArrayList<>();
        for (String option : options == null ? List.<String>of() : options) {
            String line = setOptionLine(option);
            if (line == null) {
                err.println("stop-latency: --setoption takes NAME=VALUE (for example Machine=CM5), got '" + option
                        + "'");
                return 2;
            }
            setoptions.add(line);
        }
        StopLatencyProbe.Plan plan = stormMaxMs == null ? StopLatencyProbe.Plan.steady(rounds, thinkMs)
                : StopLatencyProbe.Plan.storm(rounds, stormMaxMs, seed);
        StopLatencyProbe.Result result;
        try (PrintStream progress = new PrintStream(new LineForwarder(out), true, StandardCharsets.UTF_8)) {
            result = StopLatencyProbe.measure(new SerialEngineFactory(), setoptions, plan, progress);
        } catch (IllegalArgumentException e) {
            err.println("stop-latency: " + e.getMessage());
            return 2;
        }
        String settings = options == null || options.isEmpty() ? "" : " (" + String.join(", ", options) + ")";
        String first = plan.coldStart() ? String.format(Locale.ROOT, "; first stop (machine starting) %.2f ms",
                result.firstMs()) : "";
        out.printf(Locale.ROOT, "stop -> bestmove over %d %s%s: min %.2f ms, median %.2f ms, 95th percentile %.2f ms,"
                        + " 99th percentile %.2f ms, max %.2f ms%s (goal: under 50 ms)%n", rounds,
                plan.coldStart() ? "storm rounds" : "trials", settings, result.percentile(0), result.percentile(50),
                result.percentile(95), result.percentile(99), result.percentile(100), first);
        out.flush();
        return 0;
    }

    /**
     * The UCI line for {@code NAME=VALUE} (split at the first '=', so a value may hold one), or null when there is
     * no '=' or no name. An empty value sends the line without one, which is how a button option is pressed.
     */
    static String setOptionLine(String option) {
        int eq = option.indexOf('=');
        if (eq < 0) {
            return null;
        }
        String name = option.substring(0, eq).strip();
        String value = option.substring(eq + 1).strip();
        if (name.isEmpty()) {
            return null;
        }
        return "setoption name " + name + (value.isEmpty() ? "" : " value " + value);
    }

    @Command(name = "time-check",
            description = "Self-play games under real clocks (1+0, 3+0, 1+0.1, 2 s per 4 moves): how close the engine "
                    + "comes to losing on time.")
    int timeCheck(
            @Option(names = "--plies", defaultValue = "120", paramLabel = "N",
                    description = "Moves per game (default ${DEFAULT-VALUE}).")
            int plies,
            @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
            boolean help) throws InterruptedException {
        if (plies < 1) {
            System.err.println("time-check: --plies must be at least 1");
            return 2;
        }
        List<TimeControlProbe.Control> controls = List.of(
                new TimeControlProbe.Control("1+0 (60 s sudden death)", 60_000, 0, 0),
                new TimeControlProbe.Control("3 s sudden death", 3_000, 0, 0),
                new TimeControlProbe.Control("1 s + 0.1 s", 1_000, 100, 0),
                new TimeControlProbe.Control("2 s per 4 moves", 2_000, 0, 4));
        int flagFalls = 0;
        for (TimeControlProbe.Control control : controls) {
            TimeControlProbe.Result r = TimeControlProbe.play(new SerialEngineFactory(), control, plies);
            flagFalls += r.flagFalls();
            System.out.printf(Locale.ROOT, "%-26s %3d plies, lowest clock left %6d ms, longest move %6d ms, "
                    + "flag falls %d%n", control.name(), r.plies(), r.lowestMs(), r.longestMs(), r.flagFalls());
        }
        return flagFalls == 0 ? 0 : 1;
    }
}
