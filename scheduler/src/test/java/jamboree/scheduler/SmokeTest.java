package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SerialSearch;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

import java.util.List;

class SmokeTest {
    @Test
    void smoke() {
        List<EpdRecord> suite = Suites.kaufman();
        int depth = Integer.getInteger("smoke.depth", 4);
        int p = Integer.getInteger("smoke.p", 64);
        try (ParallelSearch cm5 = new ParallelSearch(MachineKind.CM5, p, SchedulerConfig.load(),
                MachineConfig.load())) {
            cm5.setProfile(Profile.STRICT);
            for (EpdRecord r : suite.subList(0, Integer.getInteger("smoke.n", 5))) {
                Position pos = Fen.parse(r.fen());
                SerialSearch s = new SerialSearch();
                s.setProfile(Profile.STRICT);
                long t0 = System.nanoTime();
                int serial = s.search(pos, SearchLimits.ofDepth(depth), SearchListener.NONE).score();
                long t1 = System.nanoTime();
                ParallelSearchResult res = cm5.searchToDepth(pos, depth);
                long t2 = System.nanoTime();
                System.out.printf("%s serial=%d par=%d T=%d W=%d C=%d W/C=%.1f stray=%d err=%d live=%d steals=%d/%d"
                                + " hostSerial=%dms hostPar=%dms %s%n",
                        r.id(), serial, res.search().score(), res.timeCycles(), res.work(), res.criticalPath(),
                        res.parallelism(), res.strayMessages(), res.protocolErrors(), res.liveFramesAtEnd(),
                        res.stealsGranted(), res.stealRequests(), (t1 - t0) / 1000000, (t2 - t1) / 1000000,
                        res.breakdown());
            }
        }
    }
}
