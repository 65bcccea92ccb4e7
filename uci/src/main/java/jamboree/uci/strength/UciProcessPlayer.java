package jamboree.uci.strength;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.uci.selfplay.Player;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A UCI engine in another process as a {@link Player}: it is sent the game as {@code position fen ... moves ...} and
 * a fixed {@code go} command, and plays its {@code bestmove}. Used to match the engine against Stockfish.
 */
public final class UciProcessPlayer implements Player, AutoCloseable {
    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;
    private final String go;

    /**
     * @param command the engine's command line
     * @param setup   {@code setoption} lines sent before the first game
     * @param go      the {@code go} command of every move, e.g. {@code go movetime 100}
     */
    public UciProcessPlayer(List<String> command, List<String> setup, String go) throws IOException {
        this.process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.go = go;
        send("uci");
        await("uciok");
        setup.forEach(this::send);
        send("isready");
        await("readyok");
    }

    @Override
    public void newGame() {
        send("ucinewgame");
        send("isready");
        await("readyok");
    }

    @Override
    public Choice play(Position game) {
        // The game is replayed back to its start, so that the engine sees the history (repetitions) too.
        Position start = game.copy();
        Deque<String> moves = new ArrayDeque<>();
        while (start.historyLength() > 0) {
            moves.addFirst(UciMoves.format(start.moveAt(start.historyLength() - 1)));
            start.unmakeMove();
        }
        send("position fen " + Fen.format(start) + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        send(go);
        int score = NO_SCORE;
        while (true) {
            String line = read();
            String[] tokens = line.split("\\s+");
            if (tokens[0].equals("bestmove")) {
                return new Choice(UciMoves.parse(game, tokens[1]), score);
            }
            for (int i = 0; i + 2 < tokens.length; i++) {
                if (tokens[i].equals("score") && tokens[i + 1].equals("cp")) {
                    score = Integer.parseInt(tokens[i + 2]);
                }
            }
        }
    }

    private void send(String line) {
        in.println(line);
    }

    private List<String> await(String prefix) {
        List<String> lines = new ArrayList<>();
        String line;
        do {
            line = read();
            lines.add(line);
        } while (!line.startsWith(prefix));
        return lines;
    }

    private String read() {
        try {
            String line = out.readLine();
            if (line == null) {
                throw new IllegalStateException("the engine ended (exit " + process.waitFor() + ")");
            }
            return line;
        } catch (IOException e) {
            throw new IllegalStateException("the engine cannot be read: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    @Override
    public void close() {
        send("quit");
        try {
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
        }
    }
}
