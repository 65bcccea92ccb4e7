package jamboree.engine.smp;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Epd;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.ShippedSuites;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;
import jamboree.engine.search.Searcher;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.search.SharedMoves;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The move loop's deferral of moves other threads are searching (simplified ABDADA), driven by a view of the
 * shared moves that says every move is being searched elsewhere: each deep node then searches its first move, and
 * every other move only after the picker is done.
 */
class DeferralTest {
    private static final int HASH_MB = 16;

    /** Says every move is searched elsewhere, and counts the claims. */
    private static final class EverythingElsewhere implements SharedMoves {
        final AtomicLong asked = new AtomicLong();
        final AtomicLong entered = new AtomicLong();
        final AtomicLong left = new AtomicLong();

        @Override
        public boolean searchedElsewhere(long key, int move) {
            asked.incrementAndGet();
            return true;
        }

        @Override
        public void enter(long key, int move) {
            entered.incrementAndGet();
        }

        @Override
        public void leave(long key, int move) {
            left.incrementAndGet();
        }
    }

    private static List<EpdRecord> kaufman() {
        return Epd.parseAll(ShippedSuites.text(ShippedSuites.KAUFMAN), ShippedSuites.KAUFMAN);
    }

    /**
     * In the STRICT profile the table never cuts a search short and nothing is pruned, so the root's value does not
     * depend on the order of the moves: deferring every move but the first must lose none of them.
     */
    @Test
    void deferredMovesAreAllSearchedSoTheStrictValueIsUnchanged() {
        for (EpdRecord record : kaufman().subList(0, 4)) {
            Position position = Fen.parse(record.fen());
            SerialSearch plain = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
            SerialSearch deferring = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
            plain.setProfile(Profile.STRICT);
            deferring.setProfile(Profile.STRICT);
            EverythingElsewhere shared = new EverythingElsewhere();
            deferring.shareMoves(shared);
            SearchResult expected = plain.search(position, SearchLimits.ofDepth(4), SearchListener.NONE);
            SearchResult actual = deferring.search(position, SearchLimits.ofDepth(4), SearchListener.NONE);
            assertEquals(expected.score(), actual.score(), record.id());
            assertTrue(position.isLegal(actual.bestMove()), record.id());
            assertTrue(shared.asked.get() > 0, "nodes of depth " + Searcher.SHARED_MOVES_DEPTH + " consult it");
            assertTrue(shared.entered.get() > 0, record.id());
            assertEquals(shared.entered.get(), shared.left.get(), "every claim released: " + record.id());
        }
    }

    @Test
    void withTheFullProfileEveryClaimIsReleasedAndTheMoveIsLegal() {
        for (EpdRecord record : kaufman().subList(0, 4)) {
            Position position = Fen.parse(record.fen());
            SerialSearch deferring = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
            EverythingElsewhere shared = new EverythingElsewhere();
            deferring.shareMoves(shared);
            SearchResult result = deferring.search(position, SearchLimits.ofDepth(8), SearchListener.NONE);
            assertTrue(position.isLegal(result.bestMove()), record.id());
            assertEquals(8, result.depth());
            assertEquals(shared.entered.get(), shared.left.get(), record.id());
        }
    }

    @Test
    void aStopDuringDeferralEndsPromptlyAndReleasesEveryClaim() throws Exception {
        SerialSearch deferring = new SerialSearch(SearchClock.SYSTEM, HASH_MB);
        EverythingElsewhere shared = new EverythingElsewhere();
        deferring.shareMoves(shared);
        Position position = Fen.parse(kaufman().get(0).fen());
        PromptStop.stopAfter(deferring, position, 300);
        assertEquals(shared.entered.get(), shared.left.get(), "a stopped search leaves no claim standing");
    }

    @Test
    void twoThreadsLeaveNoClaimStandingAfterTheirSearch() {
        LazySmpSearch two = new LazySmpSearch(2, SearchClock.SYSTEM, HASH_MB);
        for (EpdRecord record : kaufman().subList(0, 3)) {
            Position position = Fen.parse(record.fen());
            SearchResult result = two.search(position, SearchLimits.ofDepth(9), SearchListener.NONE);
            assertTrue(position.isLegal(result.bestMove()), record.id());
            assertEquals(0, two.claimsStanding(), record.id());
        }
    }
}
