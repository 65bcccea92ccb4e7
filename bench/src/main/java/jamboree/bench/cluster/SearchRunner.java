package jamboree.bench.cluster;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.run.HostDescription;
import jamboree.bench.run.HostJobs;
import jamboree.bench.run.HostShare;
import jamboree.bench.run.SearchTiming;
import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.MachineFootprint;
import jamboree.machine.cluster.MemberService;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.PostStop;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.receptionist.Receptionist;
import org.apache.pekko.cluster.typed.Cluster;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A member's share of the bench: offers {@code slots} to every dispatcher the receptionist lists, and runs the
 * searches it is sent on as many host threads of its own (never on the actor system's threads, which keep the
 * member's heartbeats going while a search computes), side by side only while their machines fit its heap together.
 */
public final class SearchRunner {

    /** The service's name on a member. */
    public static final String NAME = "bench-runner";
    /** Trial sources kept for the setups seen last (each holds a memo of serial searches worth reusing). */
    private static final int SOURCES_KEPT = 4;

    private SearchRunner() {
    }

    /**
     * The runner as a service of a member that runs {@code slots} searches at a time.
     *
     * @param started told each search's label as it starts (a worker prints it; the bench's own runner does not)
     */
    public static MemberService service(int slots, Consumer<String> started) {
        return new MemberService(NAME, create(slots, started));
    }

    public static Behavior<RunnerMessage> create(int slots, Consumer<String> started) {
        if (slots < 1) {
            throw new IllegalArgumentException("a runner needs at least one slot, got " + slots);
        }
        return Behaviors.setup(ctx -> {
            String member = hostPort(Cluster.get(ctx.getSystem()).selfMember().address());
            ActorRef<Receptionist.Listing> listings = ctx.messageAdapter(Receptionist.Listing.class,
                    l -> new RunnerMessage.DispatchersListed(l.getServiceInstances(SearchDispatcher.KEY)));
            ctx.getSystem().receptionist().tell(Receptionist.subscribe(SearchDispatcher.KEY, listings));
            // The searches side by side are weighed against the heap as the bench's own jobs are (HostShare): two
            // machines that each fit may not fit together, and an out-of-memory error would fail the whole run.
            HostJobs pool = HostJobs.detached(slots, Runtime.getRuntime().maxMemory());
            Sources sources = new Sources(Math.max(1, Runtime.getRuntime().availableProcessors() / slots));
            Set<ActorRef<DispatcherMessage>> offered = new HashSet<>();
            String host = HostDescription.ofThisJvm().text();
            return Behaviors.receive(RunnerMessage.class)
                    .onMessage(RunnerMessage.DispatchersListed.class, listed -> {
                        for (ActorRef<DispatcherMessage> d : listed.dispatchers()) {
                            if (offered.add(d)) {
                                d.tell(new DispatcherMessage.Offer(ctx.getSelf(), slots, member, host));
                            }
                        }
                        offered.retainAll(listed.dispatchers());
                        return Behaviors.same();
                    })
                    .onMessage(RunnerMessage.Search.class, search -> {
                        SimulatedTrialSource source;
                        TrialRequest request;
                        try {
                            source = sources.of(search.setup());
                            request = search.request().toRequest();
                        } catch (RuntimeException e) {
                            search.replyTo().tell(new DispatcherMessage.Failed(search.id(), e.toString(), member));
                            return Behaviors.same();
                        }
                        pool.submit(() -> {
                            started.accept(search.request().label());
                            run(search, request, source, member);
                            return null;
                        }, HostShare.weight(request.processors(), source.tableBytes(request)));
                        return Behaviors.same();
                    })
                    .onSignal(PostStop.class, stop -> {
                        pool.close();
                        return Behaviors.same();
                    })
                    .build();
        });
    }

    private static void run(RunnerMessage.Search search, TrialRequest request, SimulatedTrialSource source,
                            String member) {
        DispatcherMessage reply;
        try {
            Optional<String> mismatch = search.setup().memoryMismatch(request, source.schedulerConfig(),
                    MachineFootprint.heapBudget());
            if (mismatch.isPresent()) {
                // Searched here, it would give other figures than in the bench's JVM: better no result than that one.
                search.replyTo().tell(new DispatcherMessage.Failed(search.id(), mismatch.get(), member));
                return;
            }
            // Timed here, on this member's host, so that the bench's account of it leaves out the dispatcher's queue
            // and the network, as a search of the bench's own JVM has neither; and, as there, without the serial
            // search it is measured against, which each member makes once per tree.
            source.prepare(request);
            SearchTiming.Timed<Trial> made = SearchTiming.onThisHost(() -> source.run(request));
            SearchTiming took = made.timing();
            reply = new DispatcherMessage.Done(search.id(), Measurement.of(made.value()), member,
                    Math.max(1, took.nanos()), took.otherCores());
        } catch (RuntimeException | Error e) {
            reply = new DispatcherMessage.Failed(search.id(), e.toString(), member);
        }
        search.replyTo().tell(reply);
    }

    static String hostPort(org.apache.pekko.actor.Address address) {
        return address.getHost().orElse("local") + ":" + address.getPort().map(String::valueOf).orElse("0");
    }

    /** The trial sources of the setups seen last, built once each. */
    private static final class Sources {
        private final int threads;
        private final Map<SearchSetup, SimulatedTrialSource> recent = new LinkedHashMap<>(8, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<SearchSetup, SimulatedTrialSource> eldest) {
                return size() > SOURCES_KEPT;
            }
        };

        Sources(int threads) {
            this.threads = threads;
        }

        synchronized SimulatedTrialSource of(SearchSetup setup) {
            return recent.computeIfAbsent(setup, s -> s.source(threads));
        }
    }
}
