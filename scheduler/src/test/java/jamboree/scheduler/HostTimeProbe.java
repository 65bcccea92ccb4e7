package jamboree.scheduler;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;

class HostTimeProbe {
    @Test
    void probe() {
        Position pos = Fen.parse(System.getProperty("probe.fen", "1rbq1rk1/p1b1nppp/1p2p3/8/1B1pN3/P2B4/1P3PPP/2RQ1R1K w - - 0 1"));
        int depth = Integer.getInteger("probe.depth", 6);
        try (ParallelSearch serial = new ParallelSearch(MachineKind.SERIAL, 1, SchedulerConfig.load(), MachineConfig.load());
             ParallelSearch cm5 = new ParallelSearch(MachineKind.CM5, 1, SchedulerConfig.load(), MachineConfig.load())) {
            serial.setProfile(Profile.STRICT);
            cm5.setProfile(Profile.STRICT);
            for (int round = 0; round < 3; round++) {
                serial.clear();
                cm5.clear();
                long a = serial.searchToDepth(pos, depth).hostNanos();
                long b = cm5.searchToDepth(pos, depth).hostNanos();
                System.out.printf("round %d serial %d ms cm5(P=1) %d ms ratio %.2f%n", round, a / 1000000, b / 1000000, b / (double) a);
            }
        }
    }
}
