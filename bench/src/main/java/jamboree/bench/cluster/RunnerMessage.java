package jamboree.bench.cluster;

import jamboree.machine.cluster.CborMessage;
import org.apache.pekko.actor.typed.ActorRef;

import java.util.Set;

/** What a {@link SearchRunner} receives. */
public sealed interface RunnerMessage {

    /**
     * Run one search and answer {@code replyTo} with a {@link DispatcherMessage.Done} or
     * {@link DispatcherMessage.Failed} of the same id.
     */
    record Search(long id, SearchSetup setup, WireRequest request, ActorRef<DispatcherMessage> replyTo)
            implements RunnerMessage, CborMessage {
    }

    /** The dispatchers the receptionist lists now (local only). */
    record DispatchersListed(Set<ActorRef<DispatcherMessage>> dispatchers) implements RunnerMessage {
    }
}
