package jamboree.bench.cluster;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.journal.CodeFingerprint;
import jamboree.bench.journal.Fingerprint;
import jamboree.bench.journal.Journal;
import jamboree.bench.journal.JournalLines;
import jamboree.bench.journal.RunFingerprint;
import jamboree.bench.run.BenchListener;
import jamboree.bench.run.BenchResult;
import jamboree.bench.run.BenchRunner;
import jamboree.bench.run.HostShare;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A journal written by a run on one JVM resumes on the cluster: the cluster is handed only the searches the journal
 * lacks, and the result is the whole run's.
 */
class ClusterBenchResumeTest {

    private static final int KEPT = 3;

    @Test
    void theClusterMakesOnlyTheSearchesTheJournalLacks(@TempDir Path dir) throws IOException {
        MachineConfig machine = MachineConfig.load();
        Path file = dir.resolve(Journal.FILE_NAME);
        BenchResult alone;
        Fingerprint fingerprint;
        try (SimulatedTrialSource source = SimulatedTrialSource.defaultsOn(machine)) {
            fingerprint = RunFingerprint.of(CodeFingerprint.ofThisCode(), source.schedulerConfig(), machine,
                    ClusterBenchTest.plan());
            try (Journal journal = Journal.start(file, fingerprint, false, note -> { })) {
                alone = new BenchRunner(source, machine, HostShare.of(1), journal).run(ClusterBenchTest.plan(),
                        BenchListener.NONE);
            }
        }
        int searches = alone.trials().size() + 1;
        List<String> lines = Files.readAllLines(file);
        assertEquals(1 + searches, lines.size());
        Files.writeString(file, String.join("\n", lines.subList(0, 1 + KEPT)) + "\n");

        ClusterSettings settings = ClusterSettings.load().withPort(0);
        try (ClusterBench bench = ClusterBench.start(settings, machine, SimulatedTrialSource.defaultsOn(machine)
                .schedulerConfig(), 1, event -> { });
             Journal journal = Journal.start(file, fingerprint, true, note -> { })) {
            assertEquals(1, bench.awaitMembers(1, Duration.ofSeconds(30)));
            BenchResult resumed = bench.run(ClusterBenchTest.plan(), machine, BenchListener.NONE, journal);
            assertEquals(alone.signature(), resumed.signature());
            assertEquals(searches - KEPT, bench.report().members().get(0).searches(), "only the missing searches");
            assertEquals(1, resumed.earlier().runs());
            assertTrue(resumed.earlier().known() && resumed.earlier().hostNanos() > 0, resumed.earlier().toString());
        }
        assertEquals(JournalLines.searches(lines), JournalLines.searches(Files.readAllLines(file)));
    }
}
