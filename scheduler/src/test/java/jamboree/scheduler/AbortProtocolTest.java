package jamboree.scheduler;

import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.MessageKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The abort protocol under stress: every frame a parallel step (serial depth 0), no throttle, many nodes, so that
 * children are stolen everywhere and fail-highs abort them in flight. No frame may outlive its search, no message
 * may reach a freed frame, and the completion counts must always match.
 */
class AbortProtocolTest {
    private static final List<EpdRecord> SUITE = Suites.kaufman();

    @Test
    void heavyAbortingLeavesNothingBehind() {
        SchedulerConfig config = SchedulerConfig.load().with("serial-depth", 0).with("throttle", "naive")
                .with("poll-quantum", 5000);
        long aborts = 0;
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, 64, config, MachineConfig.load())) {
            search.setProfile(Profile.STARTECH);
            for (EpdRecord r : SUITE.subList(0, 8)) {
                ParallelSearchResult result = search.searchToDepth(Fen.parse(r.fen()), 3);
                assertEquals(0, result.counters().get(Counter.STRAY_MESSAGES), r.id());
                assertEquals(0, result.counters().get(Counter.PROTOCOL_ERRORS), r.id());
                assertEquals(0, result.counters().get(Counter.LIVE_FRAMES_AT_END), r.id());
                assertEquals(0, result.counters().get(Counter.OPEN_ANNOUNCEMENTS_AT_END), r.id());
                aborts += result.counters().messages(MessageKind.ABORT);
            }
        }
        assertTrue(aborts > 50, "the stress test must really abort stolen frames, saw " + aborts);
    }

    @Test
    void helpfulMasterAlsoCleansUp() {
        SchedulerConfig config = SchedulerConfig.load().with("helpful-master", true).with("serial-depth", 1);
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, 64, config, MachineConfig.load())) {
            search.setProfile(Profile.STRICT);
            Reference reference = new Reference();
            for (EpdRecord r : SUITE.subList(8, 12)) {
                ParallelSearchResult result = search.searchToDepth(Fen.parse(r.fen()), 4);
                assertEquals(reference.strictScore(r.fen(), 4), result.search().score(), r.id());
                assertEquals(0, result.counters().get(Counter.STRAY_MESSAGES), r.id());
                assertEquals(0, result.counters().get(Counter.LIVE_FRAMES_AT_END), r.id());
            }
        }
    }
}
