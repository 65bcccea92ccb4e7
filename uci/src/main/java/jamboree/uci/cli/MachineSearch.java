package jamboree.uci.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.machine.accounting.SimEvent;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.json.Json;
import jamboree.scheduler.Breakdown;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MeasuredSearch;
import jamboree.scheduler.MachineSearchListener;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.ResultJson;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.Counters;
import jamboree.scheduler.startech.MessageKind;
import picocli.CommandLine.ParseResult;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code jamboree search --machine}: StarTech's Jamboree search of one position (or every position of an EPD file)
 * on the serial, native or simulated CM-5 machine model, with T, W, C, W/C and the Figure 6-9 breakdown. The
 * options are those of {@link SearchCommand}; this class checks the ones that mean something else on a machine.
 */
final class MachineSearch {
    private static final String PREFIX = "jamboree search: ";

    private final SearchCommand command;
    private final MachineOptions options;
    private final PrintWriter out;
    private final PrintWriter err;

    MachineSearch(SearchCommand command) {
        this.command = command;
        this.options = command.machineOptions;
        this.out = command.spec.commandLine().getOut();
        this.err = command.spec.commandLine().getErr();
    }

    /** The settings of one run, checked. */
    private record Setup(MachineKind kind, int nodes, Profile profile, SchedulerConfig config,
                         MachineConfig machineConfig, SearchClock clock, Integer hashMb, int depth,
                         List<Position> positions, List<String> ids) {
    }

    int run() {
        Setup setup;
        try {
            setup = setup();
        } catch (IOException e) {
            err.println(PREFIX + "cannot read " + options.epd + ": " + e.getMessage());
            return 2;
        } catch (IllegalArgumentException e) {
            err.println(PREFIX + e.getMessage());
            return 2;
        }
        try {
            search(setup);
        } catch (RuntimeException e) {
            err.println(PREFIX + e.getMessage());
            return 1;
        }
        return 0;
    }

    private Setup setup() throws IOException {
        ParseResult given = command.spec.commandLine().getParseResult();
        if (options == null || options.machine == null) {
            throw new IllegalArgumentException("--processors, --threads, --seed, --set, --epd, --compare-serial and "
                    + "the scheduler switches need --machine serial|native|cm5");
        }
        MachineKind kind;
        try {
            kind = MachineKind.parse(options.machine);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--machine must be serial, native, cm5 or cluster, got '" + options.machine
                    + "'");
        }
        SerialEngineOptions engine = command.engineOptions;
        Profile profile = engine.profile(Profile.STARTECH);
        if (command.limit.depth < 1) {
            throw new IllegalArgumentException("--machine searches to a --depth of at least 1 (its figures are "
                    + "those of whole iterations); --movetime and --nodes are for the serial engine");
        }
        if (options.processors < 1 || options.processors > 16384) {
            throw new IllegalArgumentException("--processors must be 1..16384, got " + options.processors);
        }
        if (options.threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + options.threads);
        }
        Integer hashMb = null;
        SearchClock clock = SearchClock.SYSTEM;
        if (kind == MachineKind.SERIAL) {
            if (engine.recursiveDeepening != null) {
                throw new IllegalArgumentException("--[no-]rid is a switch of the parallel frames; --machine serial "
                        + "searches without recursive iterative deepening");
            }
            if (given.hasMatchedOption("--hash")) {
                if (engine.hashMb < 0) {
                    throw new IllegalArgumentException("--hash must be >= 0 MB, got " + engine.hashMb);
                }
                hashMb = engine.hashMb;
            }
            clock = engine.clock();
        } else {
            if (given.hasMatchedOption("--hash")) {
                throw new IllegalArgumentException("--hash sizes the serial engine's table; the machine's tables are "
                        + "set by jamboree.scheduler.table-entries-per-node and leaf-table-megabytes");
            }
            if (engine.cpuClock) {
                throw new IllegalArgumentException("--cpu-clock is for the serial engine and --machine serial, "
                        + "which run on one host thread");
            }
        }
        SchedulerConfig config = SwitchFlags.applyTo(SchedulerConfig.load(), given);
        List<Position> positions = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        if (options.epd != null) {
            if (given.hasMatchedOption("--fen") || given.hasMatchedOption("--moves")) {
                throw new IllegalArgumentException("--epd searches the file's positions; leave out --fen and "
                        + "--moves");
            }
            for (EpdRecord record : Epd.readAll(options.epd)) {
                positions.add(Fen.parse(record.fen()));
                ids.add(record.id());
            }
            if (positions.isEmpty()) {
                throw new IllegalArgumentException(options.epd + " holds no positions");
            }
        } else {
            Position position = Fen.parse(command.fen);
            for (String token : command.moves) {
                position.makeMove(UciMoves.parse(position, token.trim()));
            }
            positions.add(position);
            ids.add("position");
        }
        int nodes = kind == MachineKind.CM5 ? options.processors
                : kind == MachineKind.NATIVE || kind == MachineKind.CLUSTER ? options.threads : 1;
        MachineConfig machineConfig = overridden(options.machineOverrides).withSeed(options.seed)
                .with("native.threads", options.threads);
        if (kind == MachineKind.CLUSTER) {
            machineConfig = command.clusterOptions.applyTo(machineConfig);
        } else if (command.clusterOptions.given()) {
            throw new IllegalArgumentException("--cluster, --join, --cluster-members and --cluster-wait need"
                    + " --machine cluster");
        }
        if (!command.json) {
            // Only the JSON gives the profiles, whose memory grows with the search (gigabytes in hours of simulated
            // time); the text leaves them out, so the search keeps none.
            machineConfig = machineConfig.withTimeline(false);
            config = config.with("profile-bins", 0);
        }
        return new Setup(kind, nodes, profile, config, machineConfig, clock, hashMb, command.limit.depth, positions,
                ids);
    }

    /** The configured machine with {@code --set}'s values; a bad one is refused naming the option. */
    private static MachineConfig overridden(Map<String, String> overrides) {
        MachineConfig configured = MachineConfig.load();
        try {
            return configured.with(overrides);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--set: " + e.getMessage(), e);
        }
    }

    private void search(Setup s) {
        boolean single = options.epd == null;
        try (MeasuredSearch engine = MeasuredSearch.on(s.kind(), s.nodes(), s.config(), s.machineConfig(),
                s.clock());
             MeasuredSearch serial = options.compareSerial ? MeasuredSearch.on(MachineKind.SERIAL, 1, s.config(),
                     s.machineConfig(), s.clock()) : null) {
            engine.setProfile(s.profile());
            if (s.hashMb() != null) {
                engine.setHashMegabytes(s.hashMb());
            }
            if (serial != null) {
                serial.setProfile(s.profile());
            }
            if (!command.json) {
                out.printf(Locale.ROOT, "machine %s nodes %d profile %s depth %d (%s)%s%n", s.kind().label(),
                        s.nodes(), s.profile().name().toLowerCase(Locale.ROOT), s.depth(), s.config(),
                        MachineChoices.of(s.kind(), s.nodes(), s.profile(), s.config()));
            }
            // What the machine says of a search (that it was fitted to the heap, that a member was lost) changes what
            // the figures mean, so the JSON of the search carries it as well as stderr.
            List<String> notes = Collections.synchronizedList(new ArrayList<>());
            MachineSearchListener listener = new MachineSearchListener() {
                @Override
                public void onMachineNote(String note) {
                    err.println(PREFIX + note);
                    err.flush();
                    notes.add(note);
                }

                @Override
                public void onMachineIteration(IterationFigures f) {
                    if (!command.json && single) {
                        out.printf(Locale.ROOT, "depth %d score %s move %s T %d W %d C %d W/C %.1f%n", f.depth(),
                                Score.uci(f.score()), SearchCommand.moveText(f.bestMove()),
                                f.timeCycles(), f.work(), f.criticalPath(), f.parallelism());
                        out.flush();
                    }
                }
            };
            Totals totals = new Totals();
            for (int i = 0; i < s.positions().size(); i++) {
                Position position = s.positions().get(i);
                notes.clear();
                engine.search(position, SearchLimits.ofDepth(s.depth()), listener);
                ParallelSearchResult r = engine.lastResult();
                ParallelSearchResult c = null;
                if (serial != null) {
                    serial.search(position, SearchLimits.ofDepth(s.depth()), SearchListener.NONE);
                    c = serial.lastResult();
                }
                totals.add(r, c);
                if (command.json) {
                    out.println(json(s.ids().get(i), r, c, notes));
                } else if (single) {
                    printDetails(r, c);
                } else {
                    out.println(summaryLine(s.ids().get(i), r, c));
                }
                out.flush();
            }
            if (!command.json && !single) {
                totals.print(out);
            }
        }
    }

    private static String json(String id, ParallelSearchResult r, ParallelSearchResult serial, List<String> notes) {
        ObjectNode json = Json.object().put("id", id);
        json.setAll(ResultJson.of(r));
        int ponder = r.search().ponderMove();
        json.put("ponder", ponder == Move.NONE ? null : UciMoves.format(ponder));
        json.set("pv", SearchCommand.moves(r.search().pv()));
        if (serial != null) {
            json.put("serialWork", serial.work()).put("serialScore", serial.search().score())
                    .put("serialHostNanos", serial.hostNanos());
        }
        ArrayNode said = json.putArray("machineNotes");
        notes.forEach(said::add);
        return Json.compact(json);
    }

    private static String summaryLine(String id, ParallelSearchResult r, ParallelSearchResult s) {
        String line = String.format(Locale.ROOT, "%-5s %-6s %-9s T %11d W %12d C %11d W/C %7.1f host %6d ms", id,
                SearchCommand.moveText(r.search().bestMove()), Score.uci(r.search().score()),
                r.timeCycles(), r.work(), r.criticalPath(), r.parallelism(), r.hostNanos() / 1_000_000);
        if (s != null) {
            line += String.format(Locale.ROOT, " | serial W %12d speedup %7.2f efficiency %.3f host %6d ms%s",
                    s.work(), s.work() / (double) r.timeCycles(), s.work() / (double) r.work(),
                    s.hostNanos() / 1_000_000, s.search().score() == r.search().score() ? "" : " SCORE DIFFERS");
        }
        return line;
    }

    private void printDetails(ParallelSearchResult r, ParallelSearchResult s) {
        int ponder = r.search().ponderMove();
        out.printf(Locale.ROOT, "bestmove %s%s score %s positions %d%n", SearchCommand.moveText(r.search().bestMove()),
                ponder == Move.NONE ? "" : " ponder " + UciMoves.format(ponder),
                Score.uci(r.search().score()), r.search().nodes());
        StringBuilder pv = new StringBuilder("pv");
        for (int move : r.search().pv()) {
            pv.append(' ').append(UciMoves.format(move));
        }
        out.println(pv);
        out.printf(Locale.ROOT, "T %d cycles (%.4f s)  W %d  C %d  W/C %.1f%n", r.timeCycles(), r.seconds(),
                r.work(), r.criticalPath(), r.parallelism());
        out.printf(Locale.ROOT, "failed work %d (%.1f%% of W)  cutoff work %d (%.1f%% of W)%n", r.failedWork(),
                percent(r.failedWork(), r.work()), r.cutoffWork(), percent(r.cutoffWork(), r.work()));
        Breakdown b = r.breakdown();
        long total = b.total();
        out.println("where the cycles went (Figure 6-9):");
        String[] labels = b.labels();
        long[] values = b.values();
        for (int i = 0; i < labels.length; i++) {
            out.printf(Locale.ROOT, "  %6.2f%%  %-28s %d%n", percent(values[i], total), labels[i], values[i]);
        }
        Counters c = r.counters();
        out.printf(Locale.ROOT, "steals: %d requests, %d granted, %d denied%n", c.get(Counter.STEAL_REQUESTS),
                c.get(Counter.STEALS_GRANTED), c.get(Counter.STEALS_DENIED));
        out.printf(Locale.ROOT, "table: %d reads, %d hits, %d deferred, %d updates%n", c.get(Counter.TABLE_READS),
                c.get(Counter.TABLE_HITS), c.get(Counter.DEFERRED_READS), c.get(Counter.TABLE_UPDATES));
        StringBuilder m = new StringBuilder("messages:");
        for (MessageKind k : MessageKind.values()) {
            m.append(' ').append(k.label()).append('=').append(c.messages(k));
        }
        out.println(m);
        out.printf(Locale.ROOT, "frames: peak %d per node, live at end %d, messages to freed frames %d, protocol "
                        + "errors %d, table announcements left open %d%n", c.get(Counter.PEAK_FRAMES_PER_NODE),
                c.get(Counter.LIVE_FRAMES_AT_END), c.get(Counter.STRAY_MESSAGES), c.get(Counter.PROTOCOL_ERRORS),
                c.get(Counter.OPEN_ANNOUNCEMENTS_AT_END));
        if (c.get(Counter.HELPED_POSITIONS) > 0) {
            out.printf(Locale.ROOT, "leaf help: %d of the positions searched by threads helping another's leaf, %d "
                    + "leaves finished first by a helper%n", c.get(Counter.HELPED_POSITIONS),
                    c.get(Counter.LEAVES_FINISHED_BY_HELPERS));
        }
        out.printf(Locale.ROOT, "host time %d ms%n", r.hostNanos() / 1_000_000);
        long events = 0;
        long nodeWindows = 0;
        SimulationCounts counts = SimulationCounts.NONE;
        for (IterationFigures iteration : r.iterations()) {
            events += iteration.simulatedEvents();
            nodeWindows += iteration.nodeWindows();
            counts = counts.plus(iteration.simulation());
        }
        if (nodeWindows > 0) {
            out.printf(Locale.ROOT, "simulation: %d events in %d node windows%n", events, nodeWindows);
            printSimulationCounts(out, counts);
        }
        if (s != null) {
            out.printf(Locale.ROOT, "serial: W %d score %s host %d ms; speedup %.2f, work efficiency %.3f%n",
                    s.work(), Score.uci(s.search().score()), s.hostNanos() / 1_000_000,
                    s.work() / (double) r.timeCycles(), s.work() / (double) r.work());
        }
    }

    /**
     * The simulator's events and node windows by kind, and the windows granted to nodes that were waiting: the host's
     * work that the machine's idle nodes made.
     */
    private void printSimulationCounts(PrintWriter out, SimulationCounts counts) {
        StringBuilder events = new StringBuilder("simulation events:");
        StringBuilder windows = new StringBuilder("node windows opened by:");
        long nodeWindows = counts.nodeWindows();
        String separator = " ";
        for (SimEvent kind : SimEvent.values()) {
            events.append(separator).append(kind.label()).append(' ').append(counts.events(kind));
            long opened = counts.windowsOpenedBy(kind);
            windows.append(separator).append(String.format(Locale.ROOT, "%s %d (%.1f%%)", kind.opener(), opened,
                    percent(opened, nodeWindows)));
            separator = ", ";
        }
        windows.append(String.format(Locale.ROOT, ", nothing %d (%.1f%%)", counts.emptyWindows(),
                percent(counts.emptyWindows(), nodeWindows)));
        out.println(events);
        out.println(windows);
        out.printf(Locale.ROOT, "node windows granted to waiting nodes: %d (%.1f%%)%n", counts.waitingWindows(),
                percent(counts.waitingWindows(), nodeWindows));
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? 0.0 : 100.0 * part / whole;
    }

    /** Sums over the positions of an EPD file. */
    private static final class Totals {
        long time;
        long work;
        long critical;
        long serialWork;
        long host;
        long serialHost;
        int n;
        int differing;
        Breakdown breakdown;

        void add(ParallelSearchResult r, ParallelSearchResult s) {
            n++;
            time += r.timeCycles();
            work += r.work();
            critical += r.criticalPath();
            host += r.hostNanos();
            breakdown = breakdown == null ? r.breakdown() : breakdown.plus(r.breakdown());
            if (s != null) {
                serialWork += s.work();
                serialHost += s.hostNanos();
                if (s.search().score() != r.search().score()) {
                    differing++;
                }
            }
        }

        void print(PrintWriter out) {
            out.printf(Locale.ROOT, "total %d positions: T %d W %d C %d W/C %.1f host %d ms%n", n, time, work,
                    critical, critical == 0 ? 0.0 : work / (double) critical, host / 1_000_000);
            if (serialWork > 0) {
                out.printf(Locale.ROOT, "serial W %d host %d ms; speedup %.2f; work efficiency %.3f; scores "
                                + "differing %d%n", serialWork, serialHost / 1_000_000,
                        serialWork / (double) time, serialWork / (double) work, differing);
            }
            long total = breakdown.total();
            String[] labels = breakdown.labels();
            long[] values = breakdown.values();
            StringBuilder b = new StringBuilder("breakdown:");
            for (int i = 0; i < labels.length; i++) {
                b.append(String.format(Locale.ROOT, " %s %.1f%%;", labels[i], percent(values[i], total)));
            }
            out.println(b);
        }
    }
}
