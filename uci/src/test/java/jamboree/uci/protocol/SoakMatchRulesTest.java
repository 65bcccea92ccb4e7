package jamboree.uci.protocol;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.San;
import jamboree.uci.engine.SerialEngineFactory;
import jamboree.uci.selfplay.Adjudicator;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The soak as a match: options checked before the first game, adjudication only when asked, every game in PGN. */
class SoakMatchRulesTest {
    private static final Pattern TAG = Pattern.compile("\\[(\\w+) \"([^\"]*)\"]");

    @Test
    void anOptionTheEngineDoesNotHaveStopsTheMatchBeforeItsFirstGame() {
        List<String> pgn = new ArrayList<>();
        SelfPlaySoak.Plan plan = new SelfPlaySoak.Plan(2, 1_000, 10, 40, 4, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SelfPlaySoak.play(
                new SerialEngineFactory(), List.of("setoption name Thread value 2"), List.of(), plan, null, pgn::add,
                null));
        assertTrue(e.getMessage().startsWith("first engine: the engine has no option 'Thread'; it has: Hash, "),
                e.getMessage());
        assertTrue(e.getMessage().contains(", Threads, "), e.getMessage());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SelfPlaySoak.play(
                new SerialEngineFactory(), List.of(), List.of("setoption name Threads value two"), plan, null,
                pgn::add, null));
        assertTrue(refused.getMessage().startsWith("second engine: the engine refused 'setoption name Threads value"
                + " two': Threads value 'two' is not an integer"), refused.getMessage());
        IllegalArgumentException clamped = assertThrows(IllegalArgumentException.class, () -> SelfPlaySoak.play(
                new SerialEngineFactory(), List.of("setoption name move overhead value 9000"), List.of(), plan, null,
                pgn::add, null));
        assertEquals("first engine: the engine changed 'setoption name move overhead value 9000': Move Overhead"
                + " value 9000 is outside [0, 5000]; using 5000", clamped.getMessage());
        assertEquals(List.of(), pgn, "no game was played");
    }

    @Test
    void levelScoresEndEachGameAtTheFirstMoveOfEachSideWhenADrawRuleIsGiven() throws InterruptedException {
        // Any score is within 100000 cp of level: with one move of each side from move 1, every game is a draw
        // after exactly two plies.
        Adjudicator.Rules drawAtOnce = new Adjudicator.Rules(0, 0, 100_000, 1, 1);
        List<String> pgn = new ArrayList<>();
        SelfPlaySoak.Summary s = SelfPlaySoak.play(new SerialEngineFactory(), List.of(), List.of(),
                new SelfPlaySoak.Plan(2, 1_000, 10, 40, 4, 1, drawAtOnce), null, pgn::add, null);
        assertEquals(2, s.adjudicated(), s.line());
        assertEquals(2, s.draws());
        assertEquals(2, pgn.size());
        for (String game : pgn) {
            assertEquals(2, recheck(game), game);
            assertTrue(game.contains("[Termination \"adjudication: both engines scored the game within 100000 cp for"
                    + " 1 moves each from move 1\"]"), game);
        }
    }

    @Test
    void withoutRulesNoGameIsAdjudicatedOnScoresAndThePgnHoldsEveryGameAsPlayed() throws InterruptedException {
        List<String> pgn = new ArrayList<>();
        SelfPlaySoak.Summary s = SelfPlaySoak.play(new SerialEngineFactory(),
                List.of("setoption name Threads value 1"), List.of("setoption name Threads value 2"),
                new SelfPlaySoak.Plan(2, 1_000, 10, 24, 4, 1), null, pgn::add, null);
        assertEquals(0, s.adjudicated(), s.line());
        assertEquals(2, pgn.size());
        for (int g = 0; g < 2; g++) {
            String game = pgn.get(g);
            assertFalse(game.contains("adjudication: both"), game);
            assertEquals(Integer.toString(g + 1), tag(game, "Round"));
            assertEquals(g == 0 ? "Jamboree Threads=1" : "Jamboree Threads=2", tag(game, "White"));
            assertEquals(g == 0 ? "Jamboree Threads=2" : "Jamboree Threads=1", tag(game, "Black"));
            int plies = recheck(game);
            // A random four-ply opening is no mate in one: the game went on where a rule would have ended it.
            assertTrue(plies > 2 && plies <= 24, game);
            if (tag(game, "Termination").startsWith("adjudication")) {
                assertEquals("adjudication: a draw after 24 plies", tag(game, "Termination"));
                assertEquals(24, plies);
            }
        }
    }

    /** Replays a game's PGN on a board of its own, checks its result against its last position; returns its plies. */
    private static int recheck(String game) {
        Position board = Fen.parse(tag(game, "FEN"));
        String movetext = game.substring(game.lastIndexOf("]\n") + 2).replaceAll("\\{[-+](\\d+\\.\\d\\d|mate)}", "")
                .trim();
        int plies = 0;
        for (String token : movetext.split("\\s+")) {
            if (token.matches("\\d+\\.(\\.\\.)?")) {
                continue;
            }
            if (token.equals(tag(game, "Result"))) {
                break;
            }
            int move = San.parse(board, token);
            assertTrue(board.isLegal(move), token);
            board.makeMove(move);
            plies++;
        }
        if (tag(game, "Termination").equals("normal: checkmate")) {
            assertTrue(board.inCheck() && !MoveGenerator.hasLegalMove(board), game);
        }
        return plies;
    }

    private static String tag(String game, String name) {
        Matcher m = TAG.matcher(game);
        while (m.find()) {
            if (m.group(1).equals(name)) {
                return m.group(2);
            }
        }
        throw new AssertionError("no " + name + " tag in " + game);
    }
}
