package jamboree.uci.protocol;

import jamboree.engine.board.Position;
import jamboree.engine.notation.UciMoves;
import jamboree.uci.engine.SerialEngineFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Threads and Parallel Algorithm options as a GUI uses them, with Machine left at Serial. */
class ParallelPlayOptionsTest {
    private final UciDriver uci = new UciDriver(new SerialEngineFactory());

    @AfterEach
    void quit() {
        uci.close();
    }

    private static void legalBestMove(List<String> lines, Position root) {
        String[] last = lines.get(lines.size() - 1).split(" ");
        assertEquals("bestmove", last[0]);
        assertTrue(root.isLegal(UciMoves.parse(root, last[1])), lines.toString());
    }

    @Test
    void theAlgorithmOptionIsDeclaredWithLazySmpFirst() {
        uci.send("uci");
        List<String> lines = uci.until("uciok");
        assertTrue(lines.contains("option name Parallel Algorithm type combo default Lazy SMP var Lazy SMP"
                + " var Jamboree"), lines.toString());
    }

    @Test
    void threadsAloneGivesLazySmpWithEveryFeatureOfTheSerialEngine() {
        uci.send("setoption name Threads value 2");
        uci.send("setoption name MultiPV value 2");
        uci.ready();
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 6 searchmoves e2e4 d2d4 g1f3");
        legalBestMove(lines, Position.startPosition());
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("info string")), "nothing unsupported: " + lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 6 ") && l.contains(" multipv 2 ")
                && l.contains(" nps ") && l.contains(" hashfull ") && l.contains(" pv ")), lines.toString());
        String best = lines.get(lines.size() - 1).split(" ")[1];
        assertTrue(List.of("e2e4", "d2d4", "g1f3").contains(best), best);
    }

    @Test
    void jamboreeWithThreadsPlaysOnTheNativeMachineWithMultiPvAndSearchMoves() {
        uci.send("setoption name Parallel Algorithm value Jamboree");
        uci.send("setoption name Threads value 2");
        uci.send("setoption name MultiPV value 2");
        uci.ready();
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 4");
        legalBestMove(lines, Position.startPosition());
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("info string MultiPV")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 4 ") && l.contains(" multipv 2 ")),
                lines.toString());
        uci.send("setoption name MultiPV value 1");
        List<String> restricted = uci.search("go depth 4 searchmoves a2a3 h2h3");
        String best = restricted.get(restricted.size() - 1).split(" ")[1];
        assertTrue(List.of("a2a3", "h2h3").contains(best), restricted.toString());
        assertFalse(restricted.stream().anyMatch(l -> l.contains("searchmoves is not supported")),
                restricted.toString());
    }

    @Test
    void anAlgorithmWithoutThreadsIsReportedUnused() {
        uci.send("setoption name Parallel Algorithm value Jamboree");
        uci.send("position startpos");
        List<String> lines = uci.search("go depth 2");
        assertTrue(lines.contains("info string Parallel Algorithm Jamboree is not used: it picks what Threads above"
                + " 1 runs when Machine is Serial"), lines.toString());
    }
}
