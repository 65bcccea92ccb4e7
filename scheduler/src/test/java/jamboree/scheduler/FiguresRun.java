package jamboree.scheduler;

import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.util.List;
import java.util.Locale;

/**
 * The closing figures (not a test: enabled with -Dfigures.processors=1,2,...): the Kaufman suite at a fixed depth on
 * the simulated machine for each P, beside the serial search. Prints one line per P and the breakdown at the last P.
 */
@EnabledIfSystemProperty(named = "figures.processors", matches = ".+")
class FiguresRun {

    @Test
    void sweep() {
        int depth = Integer.getInteger("figures.depth", 4);
        Profile profile = Profile.valueOf(System.getProperty("figures.profile", "STARTECH"));
        List<EpdRecord> suite = Suites.kaufman();
        SchedulerConfig config = SchedulerConfig.load();
        MachineConfig machine = MachineConfig.load();
        long[] serialW = new long[suite.size()];
        long[] serialHost = new long[suite.size()];
        long serialPositions = 0;
        long coldHost = 0;
        int[] serialScore = new int[suite.size()];
        try (MeasuredSearch serial = MeasuredSearch.on(MachineKind.SERIAL, 1, config, machine)) {
            serial.setProfile(profile);
            // Twice: the first pass compiles the search (the JIT), and its host time would count that against the
            // serial search; the second pass is the one timed. Cleared per position, both passes search alike.
            for (int pass = 0; pass < 2; pass++) {
                serialPositions = 0;
                for (int i = 0; i < suite.size(); i++) {
                    serial.clear();
                    ParallelSearchResult r = serial.searchToDepth(Fen.parse(suite.get(i).fen()), depth);
                    serialW[i] = r.work();
                    serialHost[i] = r.hostNanos();
                    serialScore[i] = r.search().score();
                    serialPositions += r.search().nodes();
                    if (pass == 0) {
                        coldHost += r.hostNanos();
                    }
                }
            }
        }
        long sw = 0;
        long sh = 0;
        for (int i = 0; i < suite.size(); i++) {
            sw += serialW[i];
            sh += serialHost[i];
        }
        System.out.printf(Locale.ROOT, "FIG depth %d profile %s serial W %d (%.2f s at 33 MHz) host %d ms (first pass "
                        + "%d ms) positions %d%n", depth, profile, sw, sw / 33e6, sh / 1_000_000, coldHost / 1_000_000,
                serialPositions);
        // Compiles the simulated machine and StarTech's program before the timed searches, as the first serial pass
        // did for the serial search: one node, the same depth, on its own machine so that no figure below changes
        // (a pass one depth shallower left the P = 1 run still compiling, about 1.6 x the serial host time).
        try (ParallelSearch warmUp = new ParallelSearch(MachineKind.CM5, 1, config, machine)) {
            warmUp.setProfile(profile);
            for (EpdRecord position : suite) {
                warmUp.searchToDepth(Fen.parse(position.fen()), depth);
            }
        }
        for (String p : System.getProperty("figures.processors").split(",")) {
            int processors = Integer.parseInt(p.trim());
            MachineKind kind = processors < 0 ? MachineKind.NATIVE : MachineKind.CM5;
            int nodes = Math.abs(processors);
            long t = 0;
            long w = 0;
            long c = 0;
            long host = 0;
            long failed = 0;
            long cutoff = 0;
            long positions = 0;
            double worstBound = 0;
            String worstId = "";
            int differing = 0;
            Breakdown breakdown = null;
            if (kind == MachineKind.NATIVE) {
                // The native figure is host time: compile the native machine's code on a throwaway machine first.
                try (ParallelSearch warmUp = new ParallelSearch(kind, nodes, config,
                        machine.with("native.threads", nodes))) {
                    warmUp.setProfile(profile);
                    for (EpdRecord position : suite) {
                        warmUp.searchToDepth(Fen.parse(position.fen()), depth);
                    }
                }
            }
            try (ParallelSearch search = new ParallelSearch(kind, nodes, config,
                    machine.with("native.threads", Math.max(1, nodes)))) {
                search.setProfile(profile);
                for (int i = 0; i < suite.size(); i++) {
                    ParallelSearchResult r = search.searchToDepth(Fen.parse(suite.get(i).fen()), depth);
                    long time = kind == MachineKind.NATIVE ? r.hostNanos() : r.timeCycles();
                    t += time;
                    w += r.work();
                    c += r.criticalPath();
                    host += r.hostNanos();
                    failed += r.failedWork();
                    cutoff += r.cutoffWork();
                    positions += r.search().nodes();
                    breakdown = breakdown == null ? r.breakdown() : breakdown.plus(r.breakdown());
                    double bound = r.timeCycles() / (double) Math.max(r.work() / nodes, r.criticalPath());
                    if (bound > worstBound) {
                        worstBound = bound;
                        worstId = suite.get(i).id();
                    }
                    if (r.search().score() != serialScore[i]) {
                        differing++;
                    }
                }
            }
            if (kind == MachineKind.NATIVE) {
                System.out.printf(Locale.ROOT, "FIG native threads %d host %d ms speedup over serial host %.2f "
                        + "W %d efficiency %.3f%n", nodes, host / 1_000_000, sh / (double) host, w, sw / (double) w);
                continue;
            }
            System.out.printf(Locale.ROOT, "FIG P %4d T %12d (%8.3f s) speedup %7.2f W %12d C %11d W/C %6.1f "
                            + "efficiency %.3f worst T/max(W/P,C) %.2f (%s) scores differing %d host %d ms%n",
                    nodes, t, t / 33e6, sw / (double) t, w, c, w / (double) c, sw / (double) w, worstBound, worstId,
                    differing, host / 1_000_000);
            System.out.printf(Locale.ROOT, "FIG P %4d host %d ms is %.2f x the serial host (both after a "
                    + "warm-up pass; one timed pass each)%n", nodes, host / 1_000_000, host / (double) sh);
            System.out.printf(Locale.ROOT, "FIG P %4d failed work %.1f%% cutoff work %.1f%% positions %d%n", nodes,
                    100.0 * failed / w, 100.0 * cutoff / w, positions);
            long total = breakdown.total();
            StringBuilder b = new StringBuilder("FIG breakdown P " + nodes + ":");
            for (int k = 0; k < breakdown.labels().length; k++) {
                b.append(String.format(Locale.ROOT, " %s %.1f%%;", breakdown.labels()[k],
                        100.0 * breakdown.values()[k] / total));
            }
            System.out.println(b);
        }
    }
}
