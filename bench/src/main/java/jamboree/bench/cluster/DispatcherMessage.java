package jamboree.bench.cluster;

import jamboree.bench.trial.SearchedTrial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.cluster.CborMessage;
import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.typed.ActorRef;

import java.util.concurrent.CompletableFuture;

/** What a {@link SearchDispatcher} receives: from runners (over the wire) and from the bench's JVM (local). */
public sealed interface DispatcherMessage {

    /**
     * A runner offers to run up to {@code slots} searches at a time; {@code member} names its JVM and {@code host}
     * describes its host ({@code HostDescription#text}), since its searches' host times are that host's.
     */
    record Offer(ActorRef<RunnerMessage> runner, int slots, String member, String host)
            implements DispatcherMessage, CborMessage {
    }

    /**
     * Search {@code id} finished on {@code member}, having taken {@code nanos} of its host from start to end while
     * other processes kept {@code otherCores} of the host's cores busy (NaN where the host does not say). A member of
     * older code sends neither: 0 nanos reads as not timed.
     */
    record Done(long id, Measurement measurement, String member, long nanos, double otherCores)
            implements DispatcherMessage, CborMessage {
    }

    /** Search {@code id} failed on {@code member}: a search that fails would fail anywhere, so the run fails. */
    record Failed(long id, String error, String member) implements DispatcherMessage, CborMessage {
    }

    /** Run {@code request} somewhere and complete {@code result} (local only). */
    record Submit(TrialRequest request, CompletableFuture<SearchedTrial> result) implements DispatcherMessage {
    }

    /** Complete {@code result} once at least {@code runners} runners have offered (local only). */
    record AwaitRunners(int runners, CompletableFuture<Integer> result) implements DispatcherMessage {
    }

    /** A member became unreachable ({@code reachable} false) or reachable again (local only). */
    record Reachability(Address member, boolean reachable) implements DispatcherMessage {
    }

    /** A runner stopped: its member left, was downed or shut down (local only). */
    record RunnerStopped(ActorRef<RunnerMessage> runner) implements DispatcherMessage {
    }

    /** Answer what happened so far (local only). */
    record Report(CompletableFuture<ClusterRunReport> result) implements DispatcherMessage {
    }
}
