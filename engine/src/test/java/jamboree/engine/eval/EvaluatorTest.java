package jamboree.engine.eval;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.ShippedSuites;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EvaluatorTest {
    private final Evaluator evaluator = new Evaluator();

    private int eval(String fen) {
        return evaluator.evaluate(Fen.parse(fen));
    }

    /** The same position with colours swapped and the board flipped: it must score the same for the mover. */
    static String mirror(String fen) {
        String[] fields = fen.trim().split("\\s+");
        String[] ranks = fields[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            board.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String side = fields[1].equals("w") ? "b" : "w";
        String castling = fields[2].equals("-") ? "-" : sortCastling(swapCase(fields[2]));
        String ep = fields[3].equals("-") ? "-" : fields[3].charAt(0) + String.valueOf((char) ('1' + '8' - fields[3].charAt(1)));
        String clocks = fields.length >= 6 ? " " + fields[4] + " " + fields[5] : " 0 1";
        return board + " " + side + " " + castling + " " + ep + clocks;
    }

    private static String swapCase(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return out.toString();
    }

    private static String sortCastling(String rights) {
        StringBuilder out = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (rights.indexOf(c) >= 0) {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static List<String> suiteFens(String name) {
        List<String> fens = new ArrayList<>();
        for (String line : ShippedSuites.text(name).split("\n")) {
            if (!line.isBlank()) {
                fens.add(Epd.parse(line.trim()).fen());
            }
        }
        return fens;
    }

    @ParameterizedTest
    @ValueSource(strings = {"kaufman.epd", "bratko-kopec.epd"})
    void colourSymmetry(String suite) throws IOException {
        for (String fen : suiteFens(suite)) {
            assertEquals(eval(fen), eval(mirror(fen)), fen + " vs " + mirror(fen));
        }
    }

    @Test
    void startPositionIsNearlyBalanced() {
        int score = eval(Fen.START);
        assertTrue(score > 0 && score < 30, "tempo only: " + score);
    }

    @Test
    void materialCounts() {
        assertTrue(eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") > 800);
        assertTrue(eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1") < -800);
        assertTrue(eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1") < -200);
    }

    @Test
    void insufficientMaterialIsDead() {
        assertEquals(0, eval("8/8/4k3/8/8/3K4/8/8 w - - 0 1"));
        assertEquals(0, eval("8/8/4k3/8/8/3KN3/8/8 w - - 0 1"));
        assertEquals(0, eval("8/8/4k3/8/8/3KB3/8/8 b - - 0 1"));
    }

    @Test
    void drawishEndingsAreScaledDown() {
        int rookVersusBishop = eval("8/8/4k3/3b4/8/3K4/8/R7 w - - 0 1");
        assertTrue(rookVersusBishop > 0 && rookVersusBishop < 100, "KRKB " + rookVersusBishop);
        int twoKnights = eval("8/8/4k3/8/8/3KNN2/8/8 w - - 0 1");
        assertEquals(0, twoKnights);
        int oppositeBishops = eval("8/5k2/3b4/8/3PP3/2KB4/8/8 w - - 0 1");
        int sameBishops = eval("8/5k2/4b3/8/3PP3/2KB4/8/8 w - - 0 1");
        assertTrue(oppositeBishops < sameBishops, oppositeBishops + " vs " + sameBishops);
    }

    @Test
    void passedPawnsGainValueAsTheyAdvance() {
        int onThird = eval("8/8/4k3/8/8/P7/8/4K3 w - - 0 1");
        int onSixth = eval("8/8/P3k3/8/8/8/8/4K3 w - - 0 1");
        assertTrue(onSixth > onThird + 50, onThird + " vs " + onSixth);
        int blocked = eval("8/8/8/4k3/8/n7/P7/4K3 w - - 0 1");
        int free = eval("8/8/8/4k3/n7/8/P7/4K3 w - - 0 1");
        assertTrue(free >= blocked, free + " vs " + blocked);
    }

    @Test
    void kingSafetyPunishesAnOpenKing() {
        int sheltered = eval("r4rk1/ppp2ppp/8/8/8/8/PPP2PPP/R4RK1 w - - 0 1");
        int exposed = eval("r4rk1/ppp2ppp/8/8/8/8/PPP5/R4RK1 w - - 0 1");
        assertTrue(sheltered > exposed + 100, sheltered + " vs " + exposed);
    }

    @Test
    void rooksLikeOpenFilesAndBishopsComeInPairs() {
        int open = eval("4k3/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1");
        int closed = eval("4k3/pp3ppp/8/8/8/8/PP3PPP/R5K1 w - - 0 1");
        assertTrue(open > closed, open + " vs " + closed);
        int pair = eval("4k3/pppn1ppp/8/8/8/8/PPP2PPP/2B1KB2 w - - 0 1");
        int bishopKnight = eval("4k3/pppb1ppp/8/8/8/8/PPP2PPP/2B1KN2 w - - 0 1");
        assertTrue(pair > bishopKnight, pair + " vs " + bishopKnight);
    }

    /**
     * Two evaluators sharing this thread's cache, taking turns position by position as a simulated machine's nodes
     * take turns on a host thread, and one sharing another thread's: every position of the shipped suites scores as
     * with a cache of its own, also the second time round, when the shared cache answers for the other evaluator.
     */
    @Test
    void evaluatorsSharingTheirThreadsCacheScoreAsOnesWithTheirOwn() throws Exception {
        List<String> fens = new ArrayList<>();
        for (String suite : List.of("kaufman.epd", "bratko-kopec.epd")) {
            fens.addAll(suiteFens(suite));
        }
        List<Integer> expected = new ArrayList<>();
        for (String fen : fens) {
            expected.add(new Evaluator().evaluate(Fen.parse(fen)));
        }
        Evaluator[] turns = {Evaluator.sharingThreadCache(), Evaluator.sharingThreadCache()};
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < fens.size(); i++) {
                assertEquals(expected.get(i), turns[(i + round) % 2].evaluate(Fen.parse(fens.get(i))), fens.get(i));
            }
        }
        List<Integer> elsewhere = new ArrayList<>();
        Thread other = new Thread(() -> {
            for (String fen : fens) {
                elsewhere.add(turns[0].evaluate(Fen.parse(fen)));
            }
        });
        other.start();
        other.join();
        assertEquals(expected, elsewhere);
    }

    @Test
    void evaluationAllocatesNothing() throws IOException {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter here");
        com.sun.management.ThreadMXBean counter = (com.sun.management.ThreadMXBean) bean;
        List<Position> positions = new ArrayList<>();
        for (String fen : suiteFens("kaufman.epd")) {
            positions.add(Fen.parse(fen));
        }
        Evaluator sharing = Evaluator.sharingThreadCache();
        long sink = 0;
        for (int round = 0; round < 2000; round++) {
            for (int i = 0; i < positions.size(); i++) {
                sink += evaluator.evaluate(positions.get(i)) + sharing.evaluate(positions.get(i));
            }
        }
        long before = counter.getThreadAllocatedBytes(Thread.currentThread().getId());
        for (int round = 0; round < 2000; round++) {
            for (int i = 0; i < positions.size(); i++) {
                sink += evaluator.evaluate(positions.get(i)) + sharing.evaluate(positions.get(i));
            }
        }
        long allocated = counter.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertTrue(allocated < 10_000, allocated + " bytes for 100,000 evaluations (" + sink + ")");
    }
}
