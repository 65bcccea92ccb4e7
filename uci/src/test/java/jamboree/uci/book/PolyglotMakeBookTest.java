package jamboree.uci.book;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SerialSearch;
import jamboree.uci.selfplay.GamePlayer;
import jamboree.uci.selfplay.GameRecord;
import jamboree.uci.selfplay.PgnWriter;
import jamboree.uci.selfplay.Player;
import jamboree.uci.selfplay.RandomOpenings;
import jamboree.uci.selfplay.SearchPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A book made by polyglot itself ({@code polyglot make-book}, Debian package {@code polyglot}) from a PGN of the
 * engine's own games: every key polyglot wrote is the key of a game position, and the book moves the engine plays
 * are exactly the moves of those games that polyglot kept (it weighs a move 2 per win and 1 per draw of its mover, so
 * a move only ever played by the loser is left out). Skipped, saying so, where polyglot is not installed.
 */
class PolyglotMakeBookTest {
    private static final int BOOK_PLIES = 12;

    @TempDir
    Path dir;

    @Test
    void theEngineReadsPolyglotsOwnBookOfItsGames() throws Exception {
        Optional<Path> polyglot = polyglot();
        assumeTrue(polyglot.isPresent(), "polyglot is not installed (Debian package 'polyglot'); test skipped");
        List<GameRecord> games = selfPlayGames(8);
        StringBuilder pgn = new StringBuilder();
        for (int i = 0; i < games.size(); i++) {
            pgn.append(PgnWriter.game(games.get(i), "Jamboree", "Jamboree", i + 1));
        }
        Path pgnFile = Files.writeString(dir.resolve("games.pgn"), pgn, StandardCharsets.UTF_8);
        Path bookFile = dir.resolve("games.bin");
        run(polyglot.get(), "make-book", "-pgn", pgnFile.toString(), "-bin", bookFile.toString(),
                "-max-ply", Integer.toString(BOOK_PLIES), "-min-game", "1");
        PolyglotBook book = PolyglotBook.open(bookFile);
        assertTrue(book.size() > 0, "polyglot wrote no entries");

        // The moves polyglot should have kept: those played in a position by a side that did not lose.
        Map<Long, Set<Integer>> kept = new HashMap<>();
        Map<Long, Position> positions = new HashMap<>();
        for (GameRecord game : games) {
            for (int ply = 0; ply < Math.min(BOOK_PLIES, game.moves().size()); ply++) {
                Position before = game.positionBefore(ply);
                long key = PolyglotKey.of(before);
                positions.put(key, before);
                kept.computeIfAbsent(key, k -> new HashSet<>());
                if (game.result().pointsFor(before.sideToMove()) > 0) {
                    kept.get(key).add(game.moves().get(ply).move());
                }
            }
        }
        OpeningBook opening = new OpeningBook(new SplittableRandom(11));
        assertEquals(List.of("BookFile '" + bookFile + "': " + book.size() + " entries (used once OwnBook is on)"),
                opening.setFile(bookFile.toString()));
        opening.setEnabled(true);
        int booked = 0;
        for (Map.Entry<Long, Set<Integer>> position : kept.entrySet()) {
            Position board = positions.get(position.getKey());
            Set<Integer> fromBook = new HashSet<>();
            for (PolyglotBook.Entry entry : book.entries(position.getKey())) {
                int move = PolyglotMove.toEngineMove(board, entry.move());
                assertFalse(move == Move.NONE, "a book move that is not legal in its position");
                fromBook.add(move);
            }
            assertEquals(position.getValue(), fromBook, "book moves of " + board);
            List<String> report = new ArrayList<>();
            OpeningBook.Choice choice = opening.probe(board, report);
            assertTrue(report.isEmpty(), report.toString());
            if (position.getValue().isEmpty()) {
                assertEquals(null, choice);
            } else {
                assertNotNull(choice);
                assertTrue(position.getValue().contains(choice.move()));
                booked++;
            }
        }
        assertTrue(booked > BOOK_PLIES, "too few book positions to test: " + booked);
    }

    /** Games of the engine against itself at a small node count, from a few random plies so that they differ. */
    static List<GameRecord> selfPlayGames(int count) {
        RandomOpenings openings = new RandomOpenings(new SplittableRandom(2026), 2);
        Player player = new SearchPlayer(new SerialSearch(), SearchLimits.ofNodes(1500));
        GamePlayer referee = new GamePlayer(120);
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Position start = Position.startPosition();
            games.add(referee.play(start, openings.next(start), player, player));
        }
        return games;
    }

    private static Optional<Path> polyglot() {
        String path = System.getenv().getOrDefault("PATH", "") + java.io.File.pathSeparator + "/usr/games";
        return Stream.of(path.split(java.io.File.pathSeparator)).map(p -> Path.of(p, "polyglot"))
                .filter(Files::isExecutable).findFirst();
    }

    private void run(Path program, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(program.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("polyglot.log").toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "polyglot make-book did not finish in 60 s");
        assertEquals(0, process.exitValue(), Files.readString(dir.resolve("polyglot.log")));
    }
}
