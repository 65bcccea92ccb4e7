package jamboree.bench.cluster;

import jamboree.bench.trial.SearchedTrial;
import jamboree.bench.trial.Trial;
import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.PostStop;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;
import org.apache.pekko.actor.typed.receptionist.Receptionist;
import org.apache.pekko.actor.typed.receptionist.ServiceKey;
import org.apache.pekko.cluster.ClusterEvent;
import org.apache.pekko.cluster.typed.Cluster;
import org.apache.pekko.cluster.typed.Subscribe;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Hands a bench's searches to the runners that offer, each up to its slots, and takes each search's first result.
 * When a runner's member becomes unreachable or its runner stops, the searches it had go back to the front of the
 * queue for the others; a result that still arrives from it for a search already done is dropped. Every search is
 * keyed by an id, so nothing is lost and nothing is counted twice.
 */
public final class SearchDispatcher extends AbstractBehavior<DispatcherMessage> {

    /** The key runners look dispatchers up by. */
    public static final ServiceKey<DispatcherMessage> KEY = ServiceKey.create(DispatcherMessage.class,
            "jamboree-bench-dispatcher");

    private static final class Runner {
        final String member;
        final int slots;
        final String host;
        final Set<Long> outstanding = new LinkedHashSet<>();
        boolean reachable = true;
        boolean lost;
        int searches;

        Runner(String member, int slots, String host) {
            this.member = member;
            this.slots = slots;
            this.host = host;
        }

        int free() {
            return reachable && !lost ? slots - outstanding.size() : 0;
        }
    }

    private record Open(DispatcherMessage.Submit submit, WireRequest wire) {
    }

    /** A search handed back by a lost member, waiting to be sent again. */
    private record GivenBack(String from, double lostAt) {
    }

    private final SearchSetup setup;
    private final LongSupplier clockMillis;
    private final Consumer<String> events;
    private final long startMillis;
    private final Map<ActorRef<RunnerMessage>, Runner> runners = new LinkedHashMap<>();
    private final Map<Long, Open> open = new HashMap<>();
    private final Deque<Long> pending = new ArrayDeque<>();
    private final Map<Long, GivenBack> givenBack = new HashMap<>();
    private final List<DispatcherMessage.AwaitRunners> waiting = new ArrayList<>();
    private final List<ClusterRunReport.Loss> losses = new ArrayList<>();
    private final List<ClusterRunReport.Reassignment> reassignments = new ArrayList<>();
    private long nextId;
    private int duplicates;

    /**
     * @param setup       the search configuration every request carries
     * @param clockMillis the wall clock in milliseconds (injected for the report's timings)
     * @param events      where a line goes as a member is lost or a search reassigned (the bench's stderr)
     */
    public static Behavior<DispatcherMessage> create(SearchSetup setup, LongSupplier clockMillis,
                                                     Consumer<String> events) {
        return Behaviors.setup(ctx -> new SearchDispatcher(ctx, setup, clockMillis, events));
    }

    private SearchDispatcher(ActorContext<DispatcherMessage> ctx, SearchSetup setup, LongSupplier clockMillis,
                             Consumer<String> events) {
        super(ctx);
        this.setup = setup;
        this.clockMillis = clockMillis;
        this.events = events;
        this.startMillis = clockMillis.getAsLong();
        ctx.getSystem().receptionist().tell(Receptionist.register(KEY, ctx.getSelf()));
        ActorRef<ClusterEvent.ReachabilityEvent> reachability = ctx.messageAdapter(
                ClusterEvent.ReachabilityEvent.class, e -> new DispatcherMessage.Reachability(e.member().address(),
                        e instanceof ClusterEvent.ReachableMember));
        Cluster.get(ctx.getSystem()).subscriptions()
                .tell(Subscribe.create(reachability, ClusterEvent.ReachabilityEvent.class));
    }

    @Override
    public Receive<DispatcherMessage> createReceive() {
        return newReceiveBuilder()
                .onMessage(DispatcherMessage.Offer.class, this::onOffer)
                .onMessage(DispatcherMessage.Submit.class, this::onSubmit)
                .onMessage(DispatcherMessage.Done.class, this::onDone)
                .onMessage(DispatcherMessage.Failed.class, this::onFailed)
                .onMessage(DispatcherMessage.Reachability.class, this::onReachability)
                .onMessage(DispatcherMessage.RunnerStopped.class, m -> {
                    lose(m.runner(), "stopped");
                    return this;
                })
                .onMessage(DispatcherMessage.AwaitRunners.class, m -> {
                    waiting.add(m);
                    notifyWaiting();
                    return this;
                })
                .onMessage(DispatcherMessage.Report.class, m -> {
                    m.result().complete(report());
                    return this;
                })
                .onSignal(PostStop.class, stop -> {
                    // The bench's member is going away: whoever waits for a search must not wait forever.
                    for (Open o : open.values()) {
                        o.submit().result().completeExceptionally(new IllegalStateException(
                                "the bench's cluster member stopped before " + o.wire().label() + " finished"));
                    }
                    for (DispatcherMessage.AwaitRunners w : waiting) {
                        w.result().completeExceptionally(new IllegalStateException("the cluster member stopped"));
                    }
                    return this;
                })
                .build();
    }

    private Behavior<DispatcherMessage> onOffer(DispatcherMessage.Offer offer) {
        if (offer.slots() < 1 || runners.containsKey(offer.runner())) {
            return this;
        }
        runners.put(offer.runner(), new Runner(offer.member(), offer.slots(), offer.host()));
        getContext().watchWith(offer.runner(), new DispatcherMessage.RunnerStopped(offer.runner()));
        notifyWaiting();
        assign();
        return this;
    }

    private Behavior<DispatcherMessage> onSubmit(DispatcherMessage.Submit submit) {
        long id = nextId++;
        open.put(id, new Open(submit, WireRequest.of(submit.request())));
        pending.addLast(id);
        assign();
        return this;
    }

    private Behavior<DispatcherMessage> onDone(DispatcherMessage.Done done) {
        Runner runner = release(done.id(), done.member());
        Open o = open.remove(done.id());
        if (o == null) {
            duplicates++;
        } else {
            pending.remove(done.id());
            givenBack.remove(done.id());
            if (runner != null) {
                runner.searches++;
            }
            try {
                Trial trial = done.measurement().toTrial(o.submit().request());
                // A member of older code may offer no host: its searches are then unnamed, not lost.
                String host = runner == null ? "" : Objects.requireNonNullElse(runner.host, "");
                // A member of older code sends no time (0); a load no host could have is taken as unsaid.
                double otherCores = done.otherCores() >= 0 ? done.otherCores() : Double.NaN;
                o.submit().result().complete(SearchedTrial.byAnotherJvm(trial, host, Math.max(0, done.nanos()),
                        otherCores));
            } catch (RuntimeException e) {
                o.submit().result().completeExceptionally(e);
            }
        }
        assign();
        return this;
    }

    private Behavior<DispatcherMessage> onFailed(DispatcherMessage.Failed failed) {
        release(failed.id(), failed.member());
        Open o = open.remove(failed.id());
        if (o != null) {
            pending.remove(failed.id());
            o.submit().result().completeExceptionally(new IllegalStateException(o.wire().label() + " failed on "
                    + failed.member() + ": " + failed.error()));
        }
        assign();
        return this;
    }

    private Behavior<DispatcherMessage> onReachability(DispatcherMessage.Reachability r) {
        for (Map.Entry<ActorRef<RunnerMessage>, Runner> e : new ArrayList<>(runners.entrySet())) {
            if (e.getKey().path().address().equals(r.member())) {
                if (r.reachable()) {
                    if (e.getValue().lost || e.getValue().reachable) {
                        continue;
                    }
                    e.getValue().reachable = true;
                    events.accept("cluster: member " + e.getValue().member + " is reachable again");
                    assign();
                } else {
                    lose(e.getKey(), "unreachable");
                }
            }
        }
        return this;
    }

    /** Frees the slot of the runner of {@code member} that had search {@code id}, and returns that runner. */
    private Runner release(long id, String member) {
        for (Runner runner : runners.values()) {
            if (runner.member.equals(member) && runner.outstanding.remove(id)) {
                return runner;
            }
        }
        for (Runner runner : runners.values()) {
            if (runner.member.equals(member)) {
                return runner;
            }
        }
        return null;
    }

    /**
     * Stops giving {@code ref} work and hands its searches under way to the others, first in the queue. An unreachable
     * member may come back (and then gets work again); a stopped one does not.
     */
    private void lose(ActorRef<RunnerMessage> ref, String reason) {
        Runner runner = runners.get(ref);
        boolean stopped = reason.equals("stopped");
        if (runner == null || runner.lost || !stopped && !runner.reachable) {
            return;
        }
        if (stopped) {
            runner.lost = true;
            getContext().unwatch(ref);
            notifyWaiting();
        } else {
            runner.reachable = false;
        }
        List<Long> back = new ArrayList<>(runner.outstanding);
        runner.outstanding.clear();
        if (open.isEmpty()) {
            // Between runs (workers leaving after the bench is done, say) a loss costs nothing worth a line.
            return;
        }
        long now = clockMillis.getAsLong();
        double at = seconds(now);
        for (int i = back.size() - 1; i >= 0; i--) {
            long id = back.get(i);
            if (open.containsKey(id)) {
                pending.addFirst(id);
                givenBack.put(id, new GivenBack(runner.member, at));
            }
        }
        losses.add(new ClusterRunReport.Loss(runner.member, reason, at, now, back.size()));
        events.accept(String.format(Locale.ROOT, "cluster: member %s %s at %.1f s; %d searches given back",
                runner.member, reason, at, back.size()));
        assign();
    }

    /** Sends queued searches to the runners with the most free slots (ties: the first to offer). */
    private void assign() {
        while (!pending.isEmpty()) {
            Map.Entry<ActorRef<RunnerMessage>, Runner> best = null;
            for (Map.Entry<ActorRef<RunnerMessage>, Runner> e : runners.entrySet()) {
                if (e.getValue().free() > 0 && (best == null || e.getValue().free() > best.getValue().free())) {
                    best = e;
                }
            }
            if (best == null) {
                return;
            }
            long id = pending.removeFirst();
            Open o = open.get(id);
            if (o == null) {
                continue;
            }
            best.getValue().outstanding.add(id);
            GivenBack back = givenBack.remove(id);
            if (back != null) {
                double now = seconds(clockMillis.getAsLong());
                reassignments.add(new ClusterRunReport.Reassignment(o.wire().label(), back.from(),
                        best.getValue().member, back.lostAt(), now));
                events.accept(String.format(Locale.ROOT, "cluster: %s reassigned from %s to %s at %.1f s",
                        o.wire().label(), back.from(), best.getValue().member, now));
            }
            best.getKey().tell(new RunnerMessage.Search(id, setup, o.wire(), getContext().getSelf()));
        }
    }

    private void notifyWaiting() {
        int count = (int) runners.values().stream().filter(r -> !r.lost).count();
        waiting.removeIf(w -> {
            if (count >= w.runners()) {
                w.result().complete(count);
                return true;
            }
            return false;
        });
    }

    private ClusterRunReport report() {
        List<ClusterRunReport.MemberShare> members = new ArrayList<>();
        for (Runner r : runners.values()) {
            members.add(new ClusterRunReport.MemberShare(r.member, r.slots, r.searches, r.lost || !r.reachable,
                    r.host));
        }
        return new ClusterRunReport(members, losses, reassignments, duplicates);
    }

    private double seconds(long millis) {
        return (millis - startMillis) / 1000.0;
    }
}
