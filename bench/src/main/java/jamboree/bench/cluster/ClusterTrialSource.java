package jamboree.bench.cluster;

import jamboree.bench.trial.SearchedTrial;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.TrialSource;
import jamboree.scheduler.config.SchedulerConfig;
import org.apache.pekko.actor.typed.ActorRef;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * Trials run wherever the dispatcher sends them. {@link #run} blocks its caller until the search's result is in,
 * so the bench runner calls it from as many threads as it wants searches in flight; the dispatcher queues the rest.
 * Safe to call from any number of threads at once.
 */
public final class ClusterTrialSource implements TrialSource {

    private final ActorRef<DispatcherMessage> dispatcher;
    private final SchedulerConfig scheduler;

    /**
     * @param dispatcher where the searches go
     * @param scheduler  the configuration the dispatcher hands every member with its searches
     */
    public ClusterTrialSource(ActorRef<DispatcherMessage> dispatcher, SchedulerConfig scheduler) {
        this.dispatcher = dispatcher;
        this.scheduler = scheduler;
    }

    @Override
    public Trial run(TrialRequest request) {
        return search(request).trial();
    }

    /** The search as the member that made it returned it, with that member's host. */
    @Override
    public SearchedTrial search(TrialRequest request) {
        CompletableFuture<SearchedTrial> result = new CompletableFuture<>();
        dispatcher.tell(new DispatcherMessage.Submit(request, result));
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a search in the cluster", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    @Override
    public SchedulerConfig schedulerConfig() {
        return scheduler;
    }

    /** The member running the dispatcher owns it; nothing to release here. */
    @Override
    public void close() {
    }
}
