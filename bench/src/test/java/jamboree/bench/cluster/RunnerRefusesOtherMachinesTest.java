package jamboree.bench.cluster;

import jamboree.bench.suite.SuiteLoader;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.MemberService;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.receptionist.Receptionist;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A real runner on a real member, sent a search by a dispatcher whose JVM gives its machines 1 MB: this member's heap
 * would build the 4-node machine with whole tables where the bench's cuts them, so it answers with the reason instead
 * of a result.
 */
class RunnerRefusesOtherMachinesTest {

    /** Registers as a dispatcher, sends the first runner that offers one search, and hands over its answer. */
    static Behavior<DispatcherMessage> dispatcher(SearchSetup setup, WireRequest request,
                                                  CompletableFuture<DispatcherMessage> answer) {
        return Behaviors.setup(ctx -> {
            ctx.getSystem().receptionist().tell(Receptionist.register(SearchDispatcher.KEY, ctx.getSelf()));
            return Behaviors.receiveMessage(m -> {
                if (m instanceof DispatcherMessage.Offer offer && !answer.isDone()) {
                    offer.runner().tell(new RunnerMessage.Search(7, setup, request, ctx.getSelf()));
                } else if (m instanceof DispatcherMessage.Done || m instanceof DispatcherMessage.Failed) {
                    answer.complete(m);
                }
                return Behaviors.same();
            });
        });
    }

    @Test
    void aSearchWhoseMachineThisHeapWouldBuildOtherwiseIsRefusedWithTheReason() throws Exception {
        SearchSetup tiny = new SearchSetup(SearchSetup.of(MachineConfig.load()).hocon(), 1L << 20);
        TrialRequest request = new TrialRequest("kaufman", SuiteLoader.shipped(SuiteLoader.KAUFMAN).positions().get(0),
                2, 4, Settings.BASELINE, 1, false);
        CompletableFuture<DispatcherMessage> answer = new CompletableFuture<>();
        try (ClusterMember member = ClusterMember.start(ClusterSettings.load().withPort(0), List.of(
                SearchRunner.service(1, label -> { }),
                new MemberService("fake-dispatcher", dispatcher(tiny, WireRequest.of(request), answer))))) {
            DispatcherMessage got = answer.get(60, TimeUnit.SECONDS);
            DispatcherMessage.Failed failed = assertInstanceOf(DispatcherMessage.Failed.class, got, got.toString());
            assertTrue(failed.error().startsWith("this member's heap leaves ") && failed.error().contains(
                    " MB for a machine and its tables where the bench's leaves 1 MB, so its 4-node machine would not"
                    + " be the bench's (the bench's: the memory of 4 nodes"), failed.error());
            assertTrue(failed.id() == 7 && failed.member().equals(member.hostPort()), failed.toString());
        }
    }
}
