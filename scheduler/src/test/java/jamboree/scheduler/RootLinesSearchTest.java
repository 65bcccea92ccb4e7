package jamboree.scheduler;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code go searchmoves} and MultiPV on the machines: the root searches only the moves it is given, and MultiPV line
 * k is the best of the moves the earlier lines did not take. In the STRICT profile both have one exact value, the
 * serial search's.
 */
class RootLinesSearchTest {
    private static final List<EpdRecord> POSITIONS = Suites.kaufman().subList(0, 5);

    private static ParallelSearch machine(MachineKind kind, int nodes, Profile profile) {
        MachineConfig config = MachineConfig.load();
        if (kind == MachineKind.NATIVE) {
            config = config.with("native.threads", nodes);
        }
        ParallelSearch search = new ParallelSearch(kind, nodes, SchedulerConfig.load(), config);
        search.setProfile(profile);
        return search;
    }

    private static SerialSearch serial(Profile profile) {
        SerialSearch serial = new SerialSearch();
        serial.setProfile(profile);
        return serial;
    }

    /** Three legal moves of {@code root} other than {@code excluded}, in generation order. */
    private static int[] otherMoves(Position root, int excluded) {
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(root, legal);
        return Arrays.stream(legal, 0, n).filter(m -> m != excluded).limit(3).toArray();
    }

    private static void searchMovesAnswerAListedMove(MachineKind kind, int nodes, Profile profile, int depth,
                                                     boolean exactScore) {
        SerialSearch serial = serial(profile);
        try (ParallelSearch search = machine(kind, nodes, profile)) {
            for (EpdRecord r : POSITIONS) {
                Position root = Fen.parse(r.fen());
                int unrestricted = serial.search(root, SearchLimits.ofDepth(depth), SearchListener.NONE).bestMove();
                int[] allowed = otherMoves(root, unrestricted);
                SearchLimits limits = SearchLimits.ofDepth(depth).restrictedTo(allowed);
                SearchResult result = search.search(root, limits, SearchListener.NONE);
                String where = r.id() + " on " + kind.label() + " " + nodes + " " + profile;
                int answer = result.bestMove();
                assertTrue(Arrays.stream(allowed).anyMatch(m -> m == answer), where + ": answered an unlisted move");
                assertNotEquals(unrestricted, answer, where);
                assertEquals(answer, result.pv()[0], where + ": the principal variation starts elsewhere");
                if (exactScore) {
                    serial.clear();
                    assertEquals(serial.search(root, limits, SearchListener.NONE).score(), result.score(), where);
                }
            }
        }
    }

    @Test
    void searchMovesOnTheSimulatedMachineGiveTheSerialRestrictedScore() {
        searchMovesAnswerAListedMove(MachineKind.CM5, 7, Profile.STRICT, 3, true);
    }

    @Test
    void searchMovesOnTwoThreadsGiveTheSerialRestrictedScore() {
        searchMovesAnswerAListedMove(MachineKind.NATIVE, 2, Profile.STRICT, 3, true);
    }

    @Test
    void searchMovesOnJamboreeWithTheFullProfile() {
        searchMovesAnswerAListedMove(MachineKind.NATIVE, 2, Profile.FULL, 7, false);
        searchMovesAnswerAListedMove(MachineKind.NATIVE, 1, Profile.FULL, 7, false);
    }

    private static SearchListener recorder(List<IterationInfo> into) {
        return new SearchListener() {
            @Override
            public void onIteration(IterationInfo info) {
                into.add(info);
            }
        };
    }

    /** The info lines of the last depth, by multipv index. */
    private static List<IterationInfo> lastDepth(List<IterationInfo> reported) {
        int depth = reported.get(reported.size() - 1).depth();
        return reported.stream().filter(i -> i.depth() == depth).toList();
    }

    @Test
    void threeLinesOnJamboreeAreDistinctAndRanked() {
        try (ParallelSearch search = machine(MachineKind.NATIVE, 2, Profile.FULL)) {
            search.setMultiPv(3);
            for (EpdRecord r : POSITIONS) {
                Position root = Fen.parse(r.fen());
                List<IterationInfo> reported = new ArrayList<>();
                SearchResult result = search.search(root, SearchLimits.ofDepth(7), recorder(reported));
                List<IterationInfo> lines = lastDepth(reported);
                assertEquals(3, lines.size(), r.id());
                for (int i = 0; i < 3; i++) {
                    assertEquals(i + 1, lines.get(i).multiPv(), r.id());
                    assertTrue(root.isLegal(lines.get(i).pv()[0]), r.id());
                    if (i > 0) {
                        assertTrue(lines.get(i).score() <= lines.get(i - 1).score(), r.id() + ": line " + (i + 1)
                                + " scores above line " + i);
                    }
                }
                assertEquals(3, lines.stream().mapToInt(l -> l.pv()[0]).distinct().count(), r.id());
                assertEquals(lines.get(0).pv()[0], result.bestMove(), r.id());
                assertEquals(lines.get(0).score(), result.score(), r.id());
            }
        }
    }

    @Test
    void threeLinesOnTheSimulatedMachineHaveTheSerialLinesScores() {
        SerialSearch serial = serial(Profile.STRICT);
        serial.setMultiPv(3);
        try (ParallelSearch search = machine(MachineKind.CM5, 7, Profile.STRICT)) {
            search.setMultiPv(3);
            for (EpdRecord r : POSITIONS) {
                Position root = Fen.parse(r.fen());
                List<IterationInfo> expected = new ArrayList<>();
                serial.clear();
                serial.search(root, SearchLimits.ofDepth(3), recorder(expected));
                List<IterationInfo> reported = new ArrayList<>();
                search.search(root, SearchLimits.ofDepth(3), recorder(reported));
                assertEquals(lastDepth(expected).stream().map(IterationInfo::score).toList(),
                        lastDepth(reported).stream().map(IterationInfo::score).toList(), r.id());
            }
        }
    }

    @Test
    void moreLinesThanMovesGiveOneLinePerMove() {
        // The king's one move is g1: the rook holds the second rank.
        Position root = Fen.parse("7k/8/8/8/8/8/r7/7K w - - 0 1");
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(root, legal);
        try (ParallelSearch search = machine(MachineKind.NATIVE, 2, Profile.FULL)) {
            search.setMultiPv(5);
            List<IterationInfo> reported = new ArrayList<>();
            search.search(root, SearchLimits.ofDepth(4), recorder(reported));
            assertEquals(n, lastDepth(reported).size());
        }
    }
}
