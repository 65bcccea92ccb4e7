package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SerialSearch;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchValues;
import jamboree.uci.book.OpeningBook;
import jamboree.uci.engine.EngineConfig;
import jamboree.uci.engine.EngineFactory;
import jamboree.uci.engine.EngineSlot;
import jamboree.uci.engine.MachineEngineFactory;
import jamboree.uci.engine.ParallelAlgorithm;
import jamboree.uci.engine.ParallelPlayFactory;
import jamboree.uci.options.OptionTable;
import jamboree.uci.options.SetOptionRequest;
import jamboree.uci.options.SwitchOptions;
import jamboree.uci.options.UciOption;
import jamboree.uci.strength.StrengthLevel;
import jamboree.uci.strength.StrengthSetting;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;
import java.util.regex.Pattern;

/**
 * The UCI engine: reads GUI commands line by line from a reader and answers on an output stream until
 * {@code quit} or end of input. Nothing a GUI sends can end the loop otherwise: every failure is reported as
 * an {@code info string} and the engine keeps its last good state.
 */
public final class UciLoop {
    public static final String NAME = "Jamboree";
    public static final String AUTHOR = "the Jamboree authors";

    static final String HASH = "Hash";
    static final String CLEAR_HASH = "Clear Hash";
    static final String PONDER = "Ponder";
    static final String MULTI_PV = "MultiPV";
    static final String MOVE_OVERHEAD = "Move Overhead";
    static final String PROFILE = "Profile";
    static final String MACHINE = "Machine";
    static final String THREADS = "Threads";
    static final String CM5_PROCESSORS = "CM5 Processors";
    static final String CHESS960 = "UCI_Chess960";
    static final String PARALLEL_ALGORITHM = "Parallel Algorithm";
    static final String OWN_BOOK = "OwnBook";
    static final String BOOK_FILE = "BookFile";
    static final String SHOW_WDL = "UCI_ShowWDL";
    static final String LIMIT_STRENGTH = "UCI_LimitStrength";
    static final String ELO = "UCI_Elo";
    /** The Machine option's values; Serial first, the default: the strongest play on the host's time. */
    static final List<String> MACHINES = List.of("Serial", "Native", "CM5", "Cluster");
    static final int DEFAULT_HASH_MB = SerialSearch.DEFAULT_HASH_MB;
    static final int MAX_MULTI_PV = 64;
    /** Size of the search that {@code isready} runs once to load and compile the search code. */
    static final long WARM_UP_NODES = 30_000;
    /** Time lost per move between engine and GUI: the engine's default, which covers an adapter such as polyglot. */
    static final int DEFAULT_MOVE_OVERHEAD_MS = SerialSearch.DEFAULT_MOVE_OVERHEAD_MS;

    private static final Pattern SEPARATORS = Pattern.compile("[\\s\\p{Cntrl}]+");
    private static final Set<String> COMMANDS = Set.of("uci", "isready", "ucinewgame", "position", "go", "stop",
            "ponderhit", "setoption", "debug", "quit", "register", "d");

    private final InputAhead in;
    private final UciOutput out;
    private final String version;
    private final EngineFactory serialFactory;
    private final EngineSlot slot;
    /** What the options ask the engine to be; the slot builds it between searches. */
    private EngineConfig engineConfig = new EngineConfig(Profile.FULL);
    /** The notes on unused settings last reported, so that each combination is explained once. */
    private List<String> reportedNotes = List.of();
    private final OptionTable options = new OptionTable();
    private final SearchController searches;
    private Position position;
    private volatile long moveOverheadMs;
    private boolean debug;
    private boolean warmedUp;
    private final OpeningBook book;
    private final StrengthSetting strength;

    /**
     * @param in      the GUI's commands
     * @param out     the protocol stream (nothing else may write to it)
     * @param factory builds the serial search (Machine Serial); the loop builds the parallel ones itself
     * @param clock   wall clock for info timings
     * @param version shown after the name in {@code id name}
     * @param random  chooses among book moves by weight, and weaker moves under UCI_LimitStrength (seeded in tests,
     *                so that they repeat)
     */
    public UciLoop(BufferedReader in, OutputStream out, EngineFactory factory, InstantSource clock, String version,
                   RandomGenerator random) {
        this.in = new InputAhead(in);
        this.book = new OpeningBook(random);
        this.strength = new StrengthSetting(random);
        this.out = new UciOutput(out);
        this.version = version;
        this.serialFactory = factory;
        this.slot = new EngineSlot(new ParallelPlayFactory(new MachineEngineFactory(factory)), engineConfig,
                DEFAULT_HASH_MB);
        this.searches = new SearchController(this.out, clock);
        declareOptions();
    }

    public UciLoop(BufferedReader in, OutputStream out, EngineFactory factory, InstantSource clock, String version) {
        this(in, out, factory, clock, version, new SplittableRandom());
    }

    public UciLoop(BufferedReader in, OutputStream out, EngineFactory factory) {
        this(in, out, factory, InstantSource.system(), "");
    }

    /**
     * The largest Hash the JVM's heap can hold, rounded down to a power of two (the table uses a power of two of
     * entries anyway), but at least 1024 MB. The table is one array, and a collector keeps a large array in its old
     * generation, which is about two thirds of the heap: half the heap is what reliably fits.
     */
    static long maxHashMegabytes() {
        long heapMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        return Math.max(1024, Math.min(65536, Long.highestOneBit(Math.max(1, heapMb / 2))));
    }

    private void declareOptions() {
        options.declare(new UciOption.Spin(HASH, DEFAULT_HASH_MB, 1, maxHashMegabytes()),
                value -> slot.setHashMegabytes((int) (long) (Long) value));
        options.declare(new UciOption.Button(CLEAR_HASH), value -> slot.requestClear());
        // The GUI tells the engine it may send "go ponder"; nothing changes in the search itself.
        options.declare(new UciOption.Check(PONDER, false), value -> { });
        // Positions in either castling notation are always read; the option only changes how castling is written.
        options.declare(new UciOption.Check(CHESS960, false), value -> searches.setChess960((Boolean) value));
        options.declare(new UciOption.Spin(MULTI_PV, 1, 1, MAX_MULTI_PV),
                value -> slot.setMultiPv((int) (long) (Long) value));
        options.declare(new UciOption.Spin(MOVE_OVERHEAD, DEFAULT_MOVE_OVERHEAD_MS, 0, 5000),
                value -> moveOverheadMs = (Long) value);
        moveOverheadMs = DEFAULT_MOVE_OVERHEAD_MS;
        List<String> profiles = Arrays.stream(Profile.values()).map(p -> p.name().toLowerCase(Locale.ROOT)).toList();
        options.declare(new UciOption.Combo(PROFILE, "full", profiles), value ->
                reconfigure(c -> c.withProfile(Profile.valueOf(((String) value).toUpperCase(Locale.ROOT)))));
        options.declare(new UciOption.Combo(MACHINE, MACHINES.get(0), MACHINES),
                value -> reconfigure(c -> c.withMachine(MachineKind.parse((String) value))));
        // Refused rather than clamped when out of range: a clamped machine is another machine, maybe a costly one.
        options.declare(new UciOption.Spin(THREADS, EngineConfig.DEFAULT_THREADS, 1, EngineConfig.MAX_THREADS,
                false), value -> reconfigure(c -> c.withThreads((int) (long) (Long) value)));
        options.declare(new UciOption.Spin(CM5_PROCESSORS, EngineConfig.DEFAULT_CM5_PROCESSORS, 1,
                EngineConfig.MAX_CM5_PROCESSORS, false),
                value -> reconfigure(c -> c.withCm5Processors((int) (long) (Long) value)));
        // The scheduler switches start at the configured values (reference.conf and any application.conf).
        SwitchOptions.declare(options, engineConfig.switches().values(),
                (s, value) -> reconfigure(c -> c.withSwitches(c.switches().with(s, value))));
        options.declare(new UciOption.Combo(PARALLEL_ALGORITHM, EngineConfig.DEFAULT_ALGORITHM.label(),
                ParallelAlgorithm.labels()),
                value -> reconfigure(c -> c.withAlgorithm(ParallelAlgorithm.parse((String) value))));
        options.declare(new UciOption.Check(OWN_BOOK, false), value -> report(book.setEnabled((Boolean) value)));
        options.declare(new UciOption.Text(BOOK_FILE, ""), value -> report(book.setFile((String) value)));
        options.declare(new UciOption.Check(SHOW_WDL, false), value -> searches.setShowWdl((Boolean) value));
        options.declare(new UciOption.Check(LIMIT_STRENGTH, false), value -> strength.setEnabled((Boolean) value));
        options.declare(new UciOption.Spin(ELO, StrengthLevel.DEFAULT_ELO, StrengthLevel.MIN_ELO,
                StrengthLevel.MAX_ELO), value -> strength.setElo((int) (long) (Long) value));
    }

    /** Records a new engine configuration; the slot rebuilds the engine before the next search, never during one. */
    private void reconfigure(UnaryOperator<EngineConfig> change) {
        engineConfig = change.apply(engineConfig);
        slot.setConfig(engineConfig);
    }

    /** Runs until {@code quit} or end of input; a running search is stopped and its bestmove sent first. */
    public void run() {
        try {
            String line;
            while ((line = readLine()) != null) {
                if (!handle(line)) {
                    break;
                }
            }
        } finally {
            shutDown();
        }
    }

    private String readLine() {
        try {
            return in.next();
        } catch (IOException e) {
            return null;
        }
    }

    /** Handles one line; false when it was {@code quit}. */
    boolean handle(String line) {
        List<String> tokens = tokenize(line);
        int start = 0;
        // The specification: unknown tokens before a command are skipped ("joho debug on" is "debug on").
        while (start < tokens.size() && !COMMANDS.contains(tokens.get(start))) {
            start++;
        }
        if (start == tokens.size()) {
            if (!tokens.isEmpty()) {
                out.infoString("unknown command '" + Abbreviation.of(line.trim()) + "' ignored");
            }
            return true;
        }
        if (start > 0) {
            out.infoString("unknown '" + Abbreviation.of(String.join(" ", tokens.subList(0, start)))
                    + "' ignored before '" + tokens.get(start) + "'");
        }
        String command = tokens.get(start);
        List<String> args = tokens.subList(start + 1, tokens.size());
        try {
            switch (command) {
                case "uci" -> identify();
                case "isready" -> ready();
                case "ucinewgame" -> newGame();
                case "position" -> position(args);
                case "go" -> go(args);
                case "stop" -> searches.stop();
                case "ponderhit" -> searches.ponderHit();
                case "setoption" -> setOption(args);
                case "debug" -> debug(args);
                case "register" -> out.infoString("no registration needed");
                case "d" -> out.infoString("fen " + Fen.format(position()));
                case "quit" -> {
                    return false;
                }
                default -> throw new IllegalStateException("command not dispatched: " + command);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            out.infoString("error in '" + command + "': " + e);
        }
        return true;
    }

    /**
     * The line's words. Control characters separate words as whitespace does: a NUL byte glued to a command must
     * neither hide it nor make a second one ("\0\0isready" is one isready, a line of NULs is empty).
     */
    static List<String> tokenize(String line) {
        List<String> tokens = new ArrayList<>();
        for (String token : SEPARATORS.split(line)) {
            if (!token.isEmpty()) {
                tokens.add(token);
            }
        }
        return tokens;
    }

    private void identify() {
        out.line("id name " + NAME + (version.isEmpty() ? "" : " " + version));
        out.line("id author " + AUTHOR);
        for (String declaration : options.declarations()) {
            out.line(declaration);
        }
        out.line("uciok");
    }

    /**
     * isready is also the moment to apply pending settings (a GUI waits for readyok after setoption, and before it
     * starts a clock). The first time, a short search loads and compiles the search code: otherwise the first move
     * of a game spends a large part of a second on that, unseen by the search's time manager.
     */
    private void ready() {
        if (!searches.running()) {
            List<String> settled = new ArrayList<>();
            SearchEngine engine = slot.engine(settled);
            report(settled);
            if (!warmedUp) {
                MachineClassLoading.startInBackground();
                if (slot.config().runsOn() == MachineKind.SERIAL) {
                    engine.search(Position.startPosition(), SearchLimits.ofNodes(WARM_UP_NODES),
                            SearchListener.NONE);
                    engine.clear();
                } else {
                    // A throwaway serial search compiles the board and evaluation code the machine's nodes share,
                    // and leaves the nodes' memory untouched: the simulated machine's first search stays the same
                    // as a fresh one's.
                    serialFactory.create(new EngineConfig(slot.config().profile()))
                            .search(Position.startPosition(), SearchLimits.ofNodes(WARM_UP_NODES),
                                    SearchListener.NONE);
                }
                warmedUp = true;
            }
            // A machine's actor system starts here, not in the first search, where it would delay an early stop.
            engine.prepare();
        }
        out.line("readyok");
    }

    private void newGame() {
        slot.requestClear();
        if (!searches.running()) {
            report(slot.settle());
        }
    }

    private Position position() {
        if (position == null) {
            position = Position.startPosition();
        }
        return position;
    }

    private void position(List<String> args) {
        PositionCommand.Outcome outcome = PositionCommand.apply(args, position());
        position = outcome.position();
        report(outcome.report());
    }

    private void go(List<String> args) throws InterruptedException {
        if (searches.running()) {
            if (!searches.stopRequested()) {
                out.infoString("go during a search: stopping the current search first");
                searches.stop();
            }
            searches.awaitAnswered();
            if (in.awaitUnlessStop(() -> !searches.running())) {
                // Stopped before it could start: answered now, not after the search before has wound down.
                GoCommand.Request request = GoCommand.parse(args, position(), moveOverheadMs);
                searches.answerUnstarted(position(), request.limits());
                return;
            }
        }
        GoCommand.Request request = GoCommand.parse(args, position(), moveOverheadMs);
        report(request.report());
        if (BookMoveAnswer.play(book, position(), request.limits(), options.check(CHESS960), out)) {
            return;
        }
        List<String> settled = new ArrayList<>();
        SearchEngine engine = strength.engineFor(slot.engine(settled), slot.config().runsOn() == MachineKind.SERIAL,
                (int) options.spin(MULTI_PV), settled);
        report(settled);
        reportUnusedSettings(slot.config());
        reportUnsupportedLimits(slot.config(), request.limits());
        if (debug) {
            SearchLimits l = request.limits();
            out.infoString("go: depth " + l.depth() + " nodes " + l.nodes() + " mate " + l.mate() + " movetime "
                    + l.moveTimeMs() + " wtime " + l.whiteTimeMs() + " btime " + l.blackTimeMs() + " winc "
                    + l.whiteIncrementMs() + " binc " + l.blackIncrementMs() + " movestogo " + l.movesToGo()
                    + (l.infinite() ? " infinite" : "") + (l.ponder() ? " ponder" : "") + " searchmoves "
                    + l.searchMoves().length + "; hard deadline " + request.deadlineMs() + " ms");
        }
        searches.start(engine, position(), request, debug);
    }

    /**
     * Says which settings the current machine does not use, so that a GUI user is never left guessing why an option
     * changes nothing. Each combination is reported once (GUIs send every option before every game).
     */
    private void reportUnusedSettings(EngineConfig c) {
        List<String> notes = new ArrayList<>();
        String machine = machineName(c.machine());
        if (c.machine() == MachineKind.CM5 && c.threads() != EngineConfig.DEFAULT_THREADS) {
            notes.add(THREADS + " " + c.threads() + " is not used: it sets the threads of the Serial and Native"
                    + " machines, and " + MACHINE + " is " + machine);
        }
        if (c.algorithm() != EngineConfig.DEFAULT_ALGORITHM
                && (c.machine() != MachineKind.SERIAL || c.threads() == 1)) {
            notes.add(PARALLEL_ALGORITHM + " " + c.algorithm().label() + " is not used: it picks what " + THREADS
                    + " above 1 runs when " + MACHINE + " is Serial");
        }
        if (c.machine() != MachineKind.CM5 && c.cm5Processors() != EngineConfig.DEFAULT_CM5_PROCESSORS) {
            notes.add(CM5_PROCESSORS + " " + c.cm5Processors() + " is not used: it sets the simulated machine's"
                    + " nodes, and " + MACHINE + " is " + machine);
        }
        if (c.runsOn() == MachineKind.SERIAL) {
            List<String> changed = changedSwitches(c.switches(), new EngineConfig(c.profile()).switches());
            if (!changed.isEmpty()) {
                notes.add("the scheduler options (" + String.join(", ", changed) + ") are not used: they act on"
                        + " the Native and CM5 machines, and " + MACHINE + " is " + machine);
            }
        } else {
            long hash = options.spin(HASH);
            if (c.machine() == MachineKind.CM5 && hash != DEFAULT_HASH_MB) {
                notes.add(HASH + " " + hash + " is not used by the CM5 machine: its nodes have the configured"
                        + " memory of the simulated machine (jamboree.scheduler.table-entries-per-node and"
                        + " leaf-table-megabytes), so that its figures do not depend on the GUI");
            }
        }
        if (!notes.equals(reportedNotes)) {
            report(notes);
            reportedNotes = notes;
        }
    }

    private static List<String> changedSwitches(SwitchValues now, SwitchValues defaults) {
        List<String> changed = new ArrayList<>();
        for (Switch s : now.differencesFrom(defaults)) {
            changed.add(s.uciName() + " " + s.type().format(now.get(s)));
        }
        return changed;
    }

    /** The limits of {@code go} that the parallel search honours only in part. */
    private void reportUnsupportedLimits(EngineConfig c, SearchLimits limits) {
        if (c.runsOn() == MachineKind.SERIAL) {
            return;
        }
        String machine = machineName(c.runsOn());
        if (limits.nodes() > 0) {
            out.infoString("go nodes on the " + machine + " machine: the positions are counted after each"
                    + " iteration, so the search ends after the first iteration that reaches " + limits.nodes());
        }
    }

    /** The Machine option's spelling of {@code kind}. */
    private static String machineName(MachineKind kind) {
        return switch (kind) {
            case SERIAL -> MACHINES.get(0);
            case NATIVE -> MACHINES.get(1);
            case CM5 -> MACHINES.get(2);
            case CLUSTER -> MACHINES.get(3);
        };
    }

    private void setOption(List<String> args) {
        SetOptionRequest request;
        try {
            request = SetOptionRequest.parse(args);
        } catch (IllegalArgumentException e) {
            out.infoString(e.getMessage());
            return;
        }
        report(options.set(request));
    }

    private void debug(List<String> args) {
        if (args.isEmpty() || args.get(0).equals("on")) {
            debug = true;
        } else if (args.get(0).equals("off")) {
            debug = false;
        } else {
            out.infoString("debug takes 'on' or 'off', got '" + Abbreviation.of(args.get(0)) + "'");
        }
    }

    private void report(List<String> messages) {
        for (String message : messages) {
            out.infoString(message);
        }
    }

    private void shutDown() {
        try {
            searches.stop();
            if (!searches.awaitIdle(5000)) {
                out.infoString("search did not end within 5 s of quit");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            searches.shutdown();
            // The machine's host threads end with the engine.
            slot.close();
        }
    }
}
