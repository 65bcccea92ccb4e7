package jamboree.bench.cluster;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.MemberService;
import jamboree.machine.config.MachineConfig;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A real runner on a real member times the search it makes on its own host and sends the time with the result, so
 * that the bench's account of it leaves out the dispatcher's queue and the network.
 */
class RunnerTimesItsSearchesTest {

    @Test
    void aResultCarriesTheMembersOwnHostTimeAndLoad() throws Exception {
        TrialRequest request = new TrialRequest("kaufman", SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0),
                3, 4, Settings.BASELINE, 1, false);
        CompletableFuture<DispatcherMessage> answer = new CompletableFuture<>();
        long before = System.nanoTime();
        try (ClusterMember member = ClusterMember.start(ClusterSettings.load().withPort(0), List.of(
                SearchRunner.service(1, label -> { }),
                new MemberService("fake-dispatcher", RunnerRefusesOtherMachinesTest.dispatcher(
                        SearchSetup.of(MachineConfig.load()), WireRequest.of(request), answer))))) {
            DispatcherMessage got = answer.get(60, TimeUnit.SECONDS);
            long whole = System.nanoTime() - before;
            DispatcherMessage.Done done = assertInstanceOf(DispatcherMessage.Done.class, got, got.toString());
            assertTrue(done.nanos() > 0 && done.nanos() < whole, "timed by the member, within the test's own time: "
                    + done.nanos() + " of " + whole + " ns");
            assertTrue(Double.isNaN(done.otherCores()) || done.otherCores() >= 0, "a load or none: " + done);
            try (SimulatedTrialSource here = SimulatedTrialSource.defaults()) {
                Trial trial = here.run(request);
                assertEquals(trial.work(), done.measurement().toTrial(request).work(), "the search the bench asked");
            }
            assertEquals(member.hostPort(), done.member());
        }
    }
}
