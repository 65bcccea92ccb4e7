package jamboree.engine.notation;

import jamboree.engine.board.Position;
import jamboree.engine.board.RandomGames;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Mutated FENs, EPD lines and move tokens either parse or fail with a {@link NotationException}; no other
 * exception escapes, and a failed move parse leaves the position as it was.
 */
class MalformedInputTest {
    private static final String ALPHABET = "pnbrqkPNBRQK12345678/ -wbKQkqabcdefgh0x=+#;\"O";

    @Test
    void mutatedFensParseOrFailWithANotationException() {
        Random random = new Random(5L);
        List<String> fens = RandomGames.fens(5L, 10, 120);
        int rejected = 0;
        for (int i = 0; i < 10_000; i++) {
            String mutated = mutate(fens.get(random.nextInt(fens.size())), random);
            try {
                Position position = Fen.parse(mutated);
                assertEquals(position.computeKey(), position.key());
            } catch (NotationException e) {
                assertTrue(e.getMessage().startsWith("FEN"), e.getMessage());
                rejected++;
            }
        }
        assertTrue(rejected > 2_500, "rejected " + rejected);
    }

    @Test
    void mutatedEpdLinesParseOrFailWithANotationException() {
        Random random = new Random(6L);
        String line = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id \"x\"; hmvc 2;";
        for (int i = 0; i < 10_000; i++) {
            String mutated = mutate(line, random);
            try {
                Epd.parse(mutated);
            } catch (NotationException e) {
                assertTrue(!e.getMessage().isEmpty());
            }
        }
    }

    @Test
    void randomMoveTokensParseOrFailAndLeaveThePositionAlone() {
        Random random = new Random(7L);
        Position position = Fen.parse("r3k2r/pPp2ppp/8/3pP3/8/8/PPP2PpP/R3K2R w KQkq d6 0 1");
        String fen = Fen.format(position);
        for (int i = 0; i < 10_000; i++) {
            StringBuilder token = new StringBuilder();
            int length = 1 + random.nextInt(7);
            for (int j = 0; j < length; j++) {
                token.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            for (boolean san : new boolean[] {true, false}) {
                try {
                    int move = san ? San.parse(position, token.toString()) : UciMoves.parse(position, token.toString());
                    assertTrue(position.isLegal(move));
                } catch (NotationException e) {
                    assertTrue(e.getMessage().startsWith(san ? "SAN move" : "UCI move"), e.getMessage());
                }
                assertEquals(fen, Fen.format(position));
                assertEquals(0, position.historyLength());
            }
        }
    }

    private static String mutate(String text, Random random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = random.nextInt(sb.length() + 1);
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(at, c);
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
