package jamboree.uci.cli;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.Profile;
import jamboree.engine.search.Score;
import jamboree.engine.search.SearchLimits;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.Breakdown;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.MachineSearchListener;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.measure.ResultJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code jamboree psearch}: StarTech's Jamboree search of one position (or every position of an EPD file) on the
 * serial, native or simulated CM-5 machine, with T, W, C, W/C and the Figure 6-9 breakdown.
 */
@Command(name = "psearch", mixinStandardHelpOptions = true,
        description = "Search with StarTech's parallel Jamboree search on a machine and print T, W, C, W/C and "
                + "where the cycles went.")
public final class ParallelSearchCommand implements Callable<Integer> {

    @Option(names = "--machine", defaultValue = "cm5",
            description = "serial, native or cm5 (default: ${DEFAULT-VALUE}).")
    String machine;

    @Option(names = "--processors", defaultValue = "64", description = "Nodes of the simulated CM-5 (default: "
            + "${DEFAULT-VALUE}).")
    int processors;

    @Option(names = "--threads", defaultValue = "2", description = "Nodes (threads) of the native machine "
            + "(default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the nodes' random streams (default: "
            + "${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--depth", defaultValue = "5", description = "Depth of the last iteration (default: "
            + "${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--fen", description = "Position to search (default: the initial position).")
    String fen = Fen.START;

    @Option(names = "--moves", split = ",", description = "Moves (UCI notation, comma-separated) played from --fen.")
    List<String> moves = new ArrayList<>();

    @Option(names = "--epd", description = "Search every position of this EPD file instead of --fen.")
    Path epd;

    @Option(names = "--profile", defaultValue = "startech",
            description = "Tree definition: strict, startech or full (default: ${DEFAULT-VALUE}).")
    String profile;

    @Option(names = "--throttle", description = "startech, naive or backoff (default from the configuration).")
    String throttle;

    @Option(names = "--serial-depth", description = "Remaining depths searched serially in one step.")
    Integer serialDepth;

    @Option(names = "--rid", negatable = true, description = "Recursive iterative deepening at the parallel frames.")
    Boolean recursiveDeepening;

    @Option(names = "--deferred-reads", negatable = true, description = "Deferred transposition-table reads.")
    Boolean deferredReads;

    @Option(names = "--global-table", negatable = true, description = "The global distributed transposition table.")
    Boolean globalTable;

    @Option(names = "--serialization", negatable = true, description = "The serialization heuristic of 6.5.")
    Boolean serialization;

    @Option(names = "--helpful-master", negatable = true, description = "A node waiting for a child may steal.")
    Boolean helpfulMaster;

    @Option(names = "--compare-serial", description = "Also run the serial search: speedup and work efficiency.")
    boolean compareSerial;

    @Option(names = "--json", description = "Print one JSON object per position instead of text.")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        MachineKind kind;
        Profile searchProfile;
        SchedulerConfig config;
        List<EpdRecord> positions = new ArrayList<>();
        try {
            kind = MachineKind.parse(machine);
            searchProfile = SerialEngineOptions.parseProfile(profile);
            if (depth < 1) {
                throw new IllegalArgumentException("--depth must be at least 1, got " + depth);
            }
            if (processors < 1 || processors > 16384) {
                throw new IllegalArgumentException("--processors must be 1..16384, got " + processors);
            }
            if (threads < 1) {
                throw new IllegalArgumentException("--threads must be at least 1, got " + threads);
            }
            config = schedulerConfig();
            if (epd != null) {
                positions.addAll(Epd.readAll(epd));
                if (positions.isEmpty()) {
                    throw new IllegalArgumentException(epd + " holds no positions");
                }
            } else {
                Position p = Fen.parse(fen);
                for (String token : moves) {
                    p.makeMove(UciMoves.parse(p, token.trim()));
                }
                positions.add(new EpdRecord(fen, "position", new int[0], new int[0], java.util.Map.of()));
            }
        } catch (IOException e) {
            err.println("jamboree psearch: cannot read " + epd + ": " + e.getMessage());
            return 2;
        } catch (IllegalArgumentException e) {
            err.println("jamboree psearch: " + e.getMessage());
            return 2;
        }
        int nodes = kind == MachineKind.CM5 ? processors : kind == MachineKind.NATIVE ? threads : 1;
        MachineConfig machineConfig = MachineConfig.load().withSeed(seed).with("native.threads", threads);
        try (ParallelSearch engine = new ParallelSearch(kind, nodes, config, machineConfig);
             ParallelSearch serial = compareSerial ? new ParallelSearch(MachineKind.SERIAL, 1, config,
                     machineConfig) : null) {
            engine.setProfile(searchProfile);
            if (serial != null) {
                serial.setProfile(searchProfile);
            }
            if (!json) {
                out.printf(Locale.ROOT, "machine %s nodes %d profile %s depth %d (%s)%n", kind.label(), nodes,
                        searchProfile.name().toLowerCase(Locale.ROOT), depth, config);
            }
            Totals totals = new Totals();
            for (EpdRecord record : positions) {
                Position position = Fen.parse(record.fen());
                if (epd == null) {
                    for (String token : moves) {
                        position.makeMove(UciMoves.parse(position, token.trim()));
                    }
                }
                MachineSearchListener listener = new MachineSearchListener() {
                    @Override
                    public void onMachineIteration(IterationFigures f) {
                        if (!json && epd == null) {
                            out.printf(Locale.ROOT, "depth %d score %s move %s T %d W %d C %d W/C %.1f%n", f.depth(),
                                    SearchCommand.scoreText(f.score()), SearchCommand.moveText(f.bestMove()),
                                    f.timeCycles(), f.work(), f.criticalPath(), f.parallelism());
                            out.flush();
                        }
                    }
                };
                engine.search(position, SearchLimits.ofDepth(depth), listener);
                ParallelSearchResult r = engine.lastResult();
                ParallelSearchResult s = null;
                if (serial != null) {
                    serial.search(position, SearchLimits.ofDepth(depth), listener);
                    s = serial.lastResult();
                }
                totals.add(r, s);
                if (json) {
                    String extra = s == null ? "" : String.format(Locale.ROOT,
                            ",\"serialWork\":%d,\"serialScore\":%d,\"serialHostNanos\":%d", s.work(),
                            s.search().score(), s.hostNanos());
                    String body = ResultJson.of(r);
                    out.println("{\"id\":\"" + record.id() + "\"," + body.substring(1, body.length() - 1) + extra
                            + "}");
                } else if (epd != null) {
                    out.println(summaryLine(record.id(), r, s));
                } else {
                    printDetails(out, r, s);
                }
                out.flush();
            }
            if (!json && epd != null) {
                totals.print(out);
            }
        } catch (RuntimeException e) {
            err.println("jamboree psearch: " + e.getMessage());
            return 1;
        }
        return 0;
    }

    private SchedulerConfig schedulerConfig() {
        SchedulerConfig c = SchedulerConfig.load();
        if (throttle != null) {
            c = c.with("throttle", throttle);
        }
        if (serialDepth != null) {
            c = c.with("serial-depth", serialDepth);
        }
        if (recursiveDeepening != null) {
            c = c.with("recursive-deepening", recursiveDeepening);
        }
        if (deferredReads != null) {
            c = c.with("deferred-reads", deferredReads);
        }
        if (globalTable != null) {
            c = c.with("global-table", globalTable);
        }
        if (serialization != null) {
            c = c.with("serialization", serialization);
        }
        if (helpfulMaster != null) {
            c = c.with("helpful-master", helpfulMaster);
        }
        return c;
    }

    private static String summaryLine(String id, ParallelSearchResult r, ParallelSearchResult s) {
        String line = String.format(Locale.ROOT, "%-5s %-6s %-9s T %11d W %12d C %11d W/C %7.1f host %6d ms", id,
                SearchCommand.moveText(r.search().bestMove()), SearchCommand.scoreText(r.search().score()),
                r.timeCycles(), r.work(), r.criticalPath(), r.parallelism(), r.hostNanos() / 1_000_000);
        if (s != null) {
            line += String.format(Locale.ROOT, " | serial W %12d speedup %7.2f efficiency %.3f host %6d ms%s",
                    s.work(), s.work() / (double) r.timeCycles(), s.work() / (double) r.work(),
                    s.hostNanos() / 1_000_000, s.search().score() == r.search().score() ? "" : " SCORE DIFFERS");
        }
        return line;
    }

    private static void printDetails(PrintWriter out, ParallelSearchResult r, ParallelSearchResult s) {
        int move = r.search().bestMove();
        out.printf(Locale.ROOT, "bestmove %s score %s positions %d%n", move == Move.NONE ? "(none)"
                : UciMoves.format(move), Score.isMate(r.search().score()) ? "mate " + Score.mateMoves(
                r.search().score()) : "cp " + r.search().score(), r.search().nodes());
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
        out.printf(Locale.ROOT, "steals: %d requests, %d granted, %d denied%n", r.stealRequests(),
                r.stealsGranted(), r.stealsDenied());
        out.printf(Locale.ROOT, "table: %d reads, %d hits, %d deferred, %d updates%n", r.tableReads(),
                r.tableHits(), r.deferredReads(), r.tableUpdates());
        StringBuilder m = new StringBuilder("messages:");
        for (int i = 0; i < r.messageKinds().length; i++) {
            m.append(' ').append(r.messageKinds()[i]).append('=').append(r.messagesByKind()[i]);
        }
        out.println(m);
        out.printf(Locale.ROOT, "frames: peak %d per node, live at end %d, messages to freed frames %d, protocol "
                        + "errors %d, table announcements left open %d%n", r.peakFramesPerNode(), r.liveFramesAtEnd(),
                r.strayMessages(), r.protocolErrors(), r.openAnnouncementsAtEnd());
        out.printf(Locale.ROOT, "host time %d ms%n", r.hostNanos() / 1_000_000);
        if (s != null) {
            out.printf(Locale.ROOT, "serial: W %d score %s host %d ms; speedup %.2f, work efficiency %.3f%n",
                    s.work(), SearchCommand.scoreText(s.search().score()), s.hostNanos() / 1_000_000,
                    s.work() / (double) r.timeCycles(), s.work() / (double) r.work());
        }
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
