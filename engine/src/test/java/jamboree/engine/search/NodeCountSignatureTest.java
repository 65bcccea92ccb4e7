package jamboree.engine.search;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Fixed-depth searches are deterministic: a fresh engine with a 16 MB table visits exactly these numbers of
 * positions. Any change to move generation, ordering, evaluation or pruning changes them, on purpose: update the
 * numbers together with such a change, and never when nothing was meant to change.
 */
class NodeCountSignatureTest {

    @ParameterizedTest(name = "{0} depth {1}: {2} nodes")
    @CsvSource(delimiter = '|', value = {
            "FULL     | 9 | 36660  | 17   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FULL     | 9 | 88052  | -13  | r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "FULL     | 9 | 31768  | 21   | 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "STARTECH | 5 | 35116  | -10  | r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "STRICT   | 5 | 15146  | 21   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "STRICT   | 5 | 161608 | -158 | 1rbq1rk1/p1b1nppp/1p2p3/8/1B1pN3/P2B4/1P3PPP/2RQ1R1K w - - 0 1",
    })
    void exactNodeCount(Profile profile, int depth, long nodes, int score, String fen) {
        for (int run = 0; run < 2; run++) {
            SerialSearch engine = SearchTestSupport.engine(profile, 16);
            SearchResult result = SearchTestSupport.searchDepth(engine, fen, depth);
            assertEquals(nodes, result.nodes(), "nodes, run " + run);
            assertEquals(score, result.score(), "score, run " + run);
        }
    }
}
