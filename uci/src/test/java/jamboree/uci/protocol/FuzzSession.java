package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Pattern;

/**
 * One seeded random protocol session, as a careless or broken GUI might hold it: every option the engine declares
 * with values in and out of range, unknown options, malformed positions and limits, garbage lines (control
 * characters, NUL bytes, long lines, words that are no command), stops at random moments, and a second go during a
 * search. It checks what any GUI relies on: one legal bestmove per go, one readyok per isready, nothing on the
 * protocol stream but protocol lines, and an engine that still answers at the end.
 */
public final class FuzzSession {
    /** The engine's end of the session: lines in, lines out. */
    public interface Link {
        void send(String line);

        /** The next line the engine wrote, or null after {@code millis}. */
        String poll(long millis) throws InterruptedException;
    }

    /** What a session sent and what failed. */
    public record Counts(int lines, int goCommands, int isreadyCommands) {
        Counts plus(Counts o) {
            return new Counts(lines + o.lines, goCommands + o.goCommands, isreadyCommands + o.isreadyCommands);
        }
    }

    private static final Set<String> COMMANDS = Set.of("uci", "isready", "ucinewgame", "position", "go", "stop",
            "ponderhit", "setoption", "debug", "quit", "register", "d");
    /** Splits a line as the engine does: at whitespace and at control characters. */
    private static final Pattern SEPARATORS = Pattern.compile("[\\s\\p{Cntrl}]+");
    /** In-range values are kept small where a large one costs the session its time or memory budget. */
    private static final Map<String, Long> SAFE_MAX = Map.of("hash", 32L, "threads", 3L, "cm5 processors", 48L);
    private static final long ANSWER_MS = 60_000;
    private static final String[] BAD_FENS = {
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "k7/8/8/8/8/8/8/K6Q b - - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w KQkq e3 0 1",
        "kkkkkkkk/8/8/8/8/8/8/KKKKKKKK w - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "7k/8/8/8/8/8/8/R5K1 b - - 0 1",
    };

    private final SplittableRandom random;
    private final Link link;
    private final List<String> transcript = new ArrayList<>();
    private final List<Option> options = new ArrayList<>();
    private int lines;
    private int gos;
    private int isreadys;
    private int bestmoves;
    private int readyoks;
    private String lastFen;

    private record Option(String name, String type, long min, long max, List<String> choices) {
    }

    public FuzzSession(long seed, Link link) {
        this.random = new SplittableRandom(seed);
        this.link = link;
    }

    /** Runs {@code steps} random commands between {@code uci} and a last {@code isready}; throws on any failure. */
    public Counts run(int steps) throws InterruptedException {
        send("uci");
        for (String line : awaitLine("uciok")) {
            if (line.startsWith("option name ")) {
                options.add(parseOption(line));
            }
        }
        if (options.isEmpty()) {
            fail("the engine declared no options");
        }
        for (int step = 0; step < steps; step++) {
            int pick = random.nextInt(100);
            if (pick < 10) {
                isready();
            } else if (pick < 35) {
                send(setoption());
            } else if (pick < 50) {
                send(position());
            } else if (pick < 65) {
                send(garbage());
            } else if (pick < 90) {
                go();
            } else {
                send(List.of("ucinewgame", "debug on", "debug off", "debug maybe", "register later", "stop",
                        "ponderhit", "d", "  ucinewgame  ", "uci").get(random.nextInt(10)));
                String sent = transcript.get(transcript.size() - 1);
                if (sent.equals("> uci")) {
                    awaitLine("uciok");
                } else if (sent.equals("> d")) {
                    // Read here, so that the fen a go reads next is the one asked for just before it.
                    awaitLine("info string fen ");
                }
            }
        }
        isready();
        awaitCount("bestmove", gos);
        return new Counts(lines, gos, isreadys);
    }

    /** The conversation so far, for a failure's message. */
    public String transcript() {
        int from = Math.max(0, transcript.size() - 200);
        return String.join("\n", transcript.subList(from, transcript.size()));
    }

    private void isready() throws InterruptedException {
        send("isready");
        isreadys++;
        awaitCount("readyok", isreadys);
    }

    private void go() throws InterruptedException {
        send("d");
        List<String> read = awaitLine("info string fen ");
        lastFen = read.get(read.size() - 1).substring("info string fen ".length());
        boolean open = random.nextInt(3) == 0;
        String go = open ? openEndedGo() : boundedGo();
        send(go);
        gos++;
        if (open) {
            Thread.sleep(random.nextInt(25));
            if (random.nextInt(5) == 0) {
                send(garbage());
            }
            if (random.nextInt(6) == 0) {
                // A second go during a search: the engine stops the first, answers it, then runs this one.
                send("go depth 1");
                gos++;
            } else {
                if (go.contains("ponder") && random.nextBoolean()) {
                    send("ponderhit");
                }
                send("stop");
            }
        }
        int before = bestmoves;
        awaitCount("bestmove", gos);
        if (bestmoves == before) {
            fail("no bestmove");
        }
    }

    private String boundedGo() {
        return switch (random.nextInt(16)) {
            case 0 -> "go depth " + (1 + random.nextInt(3));
            case 1 -> "go nodes " + (1 + random.nextInt(3000));
            case 2 -> "go movetime " + (1 + random.nextInt(40));
            case 3 -> "go wtime " + random.nextInt(2000) + " btime " + random.nextInt(2000) + " winc "
                    + random.nextInt(30) + " binc " + random.nextInt(30);
            case 4 -> "go wtime 300 btime 300 movestogo " + random.nextInt(5);
            case 5 -> "go depth 0";
            case 6 -> "go depth -1";
            case 7 -> "go depth abc";
            case 8 -> "go nodes 0";
            case 9 -> "go mate 0";
            case 10 -> "go mate -3";
            case 11 -> "go movetime";
            case 12 -> "go searchmoves";
            case 13 -> "go foo bar";
            case 14 -> "go";
            default -> "go mate 1 depth 2";
        };
    }

    private String openEndedGo() {
        return switch (random.nextInt(6)) {
            case 0, 1 -> "go infinite";
            case 2 -> "go ponder wtime 1000 btime 1000";
            case 3 -> "go movetime 9223372036854775807";
            case 4 -> "go depth 1000";
            default -> "go nodes 99999999999999999999";
        };
    }

    private String position() {
        switch (random.nextInt(8)) {
            case 0:
                return "position fen " + BAD_FENS[random.nextInt(BAD_FENS.length)];
            case 1:
                return List.of("position", "position startpos moves e2e5", "position fen", "position moves e2e4",
                        "position startpos moves e7e5", "position startpos moves e2e4 zz99").get(random.nextInt(6));
            default:
                Position p = Position.startPosition();
                StringBuilder line = new StringBuilder("position startpos moves");
                int[] moves = new int[MoveGenerator.MAX_MOVES];
                int plies = random.nextInt(12);
                for (int i = 0; i < plies; i++) {
                    int n = MoveGenerator.legalMoves(p, moves);
                    if (n == 0) {
                        break;
                    }
                    int m = moves[random.nextInt(n)];
                    line.append(' ').append(UciMoves.format(m));
                    p.makeMove(m);
                }
                return random.nextBoolean() ? line.toString() : "position fen " + Fen.format(p);
        }
    }

    private String setoption() {
        if (random.nextInt(8) == 0) {
            return List.of("setoption", "setoption name", "setoption value 3", "setoption name Hash value",
                    "setoption name Hashh value 8", "setoption name  value x", "setoption name Machine value",
                    "setoption name CM5 Processors").get(random.nextInt(8));
        }
        Option o = options.get(random.nextInt(options.size()));
        String name = random.nextInt(4) == 0 ? o.name().toLowerCase(Locale.ROOT) : o.name();
        String value = switch (o.type()) {
            case "spin" -> spinValue(o);
            case "check" -> List.of("true", "false", "TRUE", "maybe", "1").get(random.nextInt(5));
            case "combo" -> random.nextInt(5) == 0 ? "Nonesuch"
                    : o.choices().get(random.nextInt(o.choices().size()));
            case "button" -> random.nextInt(4) == 0 ? "now" : null;
            default -> "x" + random.nextInt(100);
        };
        return "setoption name " + name + (value == null ? "" : " value " + value);
    }

    private String spinValue(Option o) {
        long safeMax = Math.min(o.max(), SAFE_MAX.getOrDefault(o.name().toLowerCase(Locale.ROOT), o.max()));
        return switch (random.nextInt(8)) {
            case 0 -> Long.toString(o.min() - 1 - random.nextInt(5));
            case 1 -> Long.toString(o.max() + 1);
            case 2 -> "99999999999999999999";
            case 3 -> "ten";
            case 4 -> "";
            default -> Long.toString(o.min() + random.nextLong(Math.max(1, safeMax - o.min() + 1)));
        };
    }

    /** A line that holds no command word, so that the engine must ignore it whole. */
    private String garbage() {
        while (true) {
            String line = switch (random.nextInt(7)) {
                case 0 -> "\0\0\0\0";
                case 1 -> "\0".repeat(1 + random.nextInt(4)) + "\u0001\u001f\u007f";
                case 2 -> "x".repeat(10_000 + random.nextInt(5000));
                case 3 -> "caf\u00e9 \ud83d\ude00 \u00a0 gibberish " + random.nextInt();
                case 4 -> "\t  \t";
                case 5 -> "Go Depth 3";
                default -> randomChars(1 + random.nextInt(60));
            };
            boolean holdsCommand = false;
            for (String token : SEPARATORS.split(line)) {
                holdsCommand |= COMMANDS.contains(token);
            }
            if (!holdsCommand) {
                return line;
            }
        }
    }

    private String randomChars(int n) {
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            int kind = random.nextInt(10);
            b.append(kind == 0 ? (char) random.nextInt(32) : kind == 1 ? ' ' : (char) (33 + random.nextInt(94)));
        }
        return b.toString();
    }

    private static Option parseOption(String line) {
        String rest = line.substring("option name ".length());
        int t = rest.indexOf(" type ");
        String name = rest.substring(0, t);
        String[] words = rest.substring(t + " type ".length()).split(" ");
        long min = 0;
        long max = 0;
        List<String> choices = new ArrayList<>();
        for (int i = 1; i + 1 < words.length; i++) {
            switch (words[i]) {
                case "min" -> min = Long.parseLong(words[i + 1]);
                case "max" -> max = Long.parseLong(words[i + 1]);
                case "var" -> choices.add(words[i + 1]);
                default -> { }
            }
        }
        return new Option(name, words[0], min, max, choices);
    }

    private void send(String line) {
        lines++;
        transcript.add("> " + shorten(line));
        link.send(line);
    }

    /** Reads until a line starts with {@code prefix}; returns the lines read. */
    private List<String> awaitLine(String prefix) throws InterruptedException {
        List<String> read = new ArrayList<>();
        while (true) {
            String line = next();
            read.add(line);
            if (line.startsWith(prefix)) {
                return read;
            }
        }
    }

    /** Reads until {@code prefix} lines number {@code count} in all. */
    private void awaitCount(String prefix, int count) throws InterruptedException {
        while ((prefix.equals("bestmove") ? bestmoves : readyoks) < count) {
            next();
        }
    }

    private String next() throws InterruptedException {
        String line = link.poll(ANSWER_MS);
        if (line == null) {
            fail("the engine said nothing for " + ANSWER_MS + " ms (" + gos + " go, " + bestmoves + " bestmove, "
                    + isreadys + " isready, " + readyoks + " readyok)");
        }
        transcript.add("< " + shorten(line));
        if (!ProtocolLine.isProtocol(line)) {
            fail("not a protocol line: '" + shorten(line) + "'");
        }
        if (line.equals("readyok")) {
            readyoks++;
            if (readyoks > isreadys) {
                fail("more readyok than isready");
            }
        } else if (line.startsWith("bestmove")) {
            bestmoves++;
            if (bestmoves > gos) {
                fail("more bestmove than go");
            }
            checkLegal(line.split(" ")[1]);
        }
        return line;
    }

    private void checkLegal(String move) {
        Position p;
        try {
            p = Fen.parse(lastFen);
        } catch (RuntimeException e) {
            return;
        }
        boolean none = !MoveGenerator.hasLegalMove(p);
        if (move.equals("(none)") ? !none : none || !p.isLegal(parseOrNone(p, move))) {
            fail("bestmove " + move + " is not the legal answer in " + lastFen);
        }
    }

    private static int parseOrNone(Position p, String move) {
        try {
            return UciMoves.parse(p, move);
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private void fail(String why) {
        throw new AssertionError(why + "\nlast of the conversation:\n" + transcript());
    }

    private static String shorten(String line) {
        String visible = line.chars().mapToObj(c -> c < 32 ? String.format("\\x%02x", c) : String.valueOf((char) c))
                .reduce(new StringBuilder(), StringBuilder::append, StringBuilder::append).toString();
        return visible.length() > 160 ? visible.substring(0, 160) + "... (" + line.length() + " chars)" : visible;
    }
}
