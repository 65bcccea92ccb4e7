package jamboree.machine.sim;

import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.accounting.MachineReport;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;

import java.util.ArrayList;
import java.util.List;

/**
 * The control network of the simulated machine as an actor: it drives a {@link Conductor}, cuts each window that wakes
 * many nodes into slices, one per host thread, runs one slice itself and hands the others to {@link WindowWorker}s,
 * so that the nodes run in parallel on the host, then waits for their reports. It replies with the outcome and stops,
 * which stops the workers with it.
 */
final class ControlActor extends AbstractBehavior<ControlActor.Command> {

    sealed interface Command {
    }

    /** A node finished its window. */
    record Reported(WindowReport report) implements Command {
    }

    /** A node's program threw. */
    record NodeFailed(int node, Throwable error) implements Command {
    }

    /** A worker ran its slice of a window: what became of each node, in the slice's order. */
    record Ran(List<Command> outcomes) implements Command {
    }

    /** Go on with the run after yielding the host thread. */
    private record Proceed() implements Command {
    }

    /** The outcome of a run: a report, or the reason it failed. */
    record Outcome(MachineReport report, Throwable failure) {
    }

    /**
     * Windows in a row that the control actor runs itself, when they wake a single node or too few to be worth a
     * worker, before it yields its host thread (or, for a lone node, hands a window to a worker). Sending a small
     * window costs two messages and usually two thread hand-offs, more than the window itself; the bound keeps the
     * actor from holding its host thread for long when other runs share the machine.
     */
    static final int INLINE_WINDOWS = 256;

    /**
     * The fewest nodes a slice handed to a worker holds: an idle node's window is a few events, about a microsecond of
     * host time, and a hand-off to another thread costs tens of microseconds when that thread has to be woken.
     */
    static final int MIN_SLICE = 8;

    private final Conductor conductor;
    private final int inlineWindows;
    /** Host threads beside the control actor's own that may run slices of a window. */
    private final int helpers;
    private final ActorRef<Outcome> replyTo;
    private final DispatcherSelector workerDispatcher;
    /** The workers, each spawned when a slice is first handed to it (one, with a single host thread, for tests that send every window). */
    private final ActorRef<WindowWorker.Command>[] workers;

    private ControlActor(ActorContext<Command> context, Conductor conductor, int threads, String dispatcher,
                         ActorRef<Outcome> replyTo, int inlineWindows) {
        super(context);
        this.conductor = conductor;
        this.inlineWindows = inlineWindows;
        this.replyTo = replyTo;
        this.workerDispatcher = DispatcherSelector.fromConfig(dispatcher);
        this.helpers = threads - 1;
        @SuppressWarnings("unchecked")
        ActorRef<WindowWorker.Command>[] refs = new ActorRef[Math.max(1, threads - 1)];
        this.workers = refs;
    }

    static Behavior<Command> create(MachineConfig config, int processors, ProgramFactory factory, long timeLimit,
                                    String dispatcher, ActorRef<Outcome> replyTo) {
        return create(config, processors, factory, timeLimit, dispatcher, replyTo, INLINE_WINDOWS);
    }

    /**
     * As above, running at most {@code inlineWindows} windows in a row here (0: hand every window to a worker), with
     * as many slices per window as the configuration has simulation threads.
     */
    static Behavior<Command> create(MachineConfig config, int processors, ProgramFactory factory, long timeLimit,
                                    String dispatcher, ActorRef<Outcome> replyTo, int inlineWindows) {
        if (inlineWindows < 0) {
            throw new IllegalArgumentException("inline windows must be 0 or more, got " + inlineWindows);
        }
        int threads = config.simulationThreads();
        return Behaviors.setup(ctx -> {
            Conductor conductor;
            try {
                conductor = new Conductor(config, processors, factory, timeLimit);
            } catch (RuntimeException e) {
                // A program factory that throws, for example: the run fails instead of hanging.
                replyTo.tell(new Outcome(null, e));
                return Behaviors.stopped();
            }
            return new ControlActor(ctx, conductor, threads, dispatcher, replyTo, inlineWindows).proceed();
        });
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Ran.class, this::onRan)
                .onMessage(Proceed.class, message -> proceed())
                .build();
    }

    private Behavior<Command> onRan(Ran message) {
        take(message.outcomes());
        return conductor.awaitingReports() ? this : proceed();
    }

    private void take(List<Command> outcomes) {
        for (Command c : outcomes) {
            if (c instanceof Reported r) {
                conductor.absorb(r.report());
            } else if (c instanceof NodeFailed f) {
                conductor.nodeFailed(f.node(), f.error());
            }
        }
    }

    /**
     * Opens windows until one needs the workers, and hands it out, or replies and stops once the run has ended. A
     * window's inputs are all taken before any of its nodes runs: what one sends in the window must not reach
     * another before the next.
     */
    private Behavior<Command> proceed() {
        for (int here = 0; ; here++) {
            if (here > inlineWindows) {
                getContext().getSelf().tell(new Proceed());
                return this;
            }
            int woken = conductor.advance(inlineWindows);
            if (woken == 0) {
                replyTo.tell(new Outcome(conductor.report(), conductor.failure()));
                return Behaviors.stopped();
            }
            List<WindowWorker.Grant> grants = new ArrayList<>(woken);
            for (int i = 0; i < woken; i++) {
                int n = conductor.grantedNode(i);
                grants.add(new WindowWorker.Grant(conductor.node(n), conductor.grantedEnd(i),
                        conductor.takePackets(n), conductor.takeCredits(n), conductor.takeControls(n)));
            }
            int sent = inlineWindows == 0 ? 1 : Math.min(helpers, woken / MIN_SLICE - 1);
            if (sent <= 0) {
                take(WindowWorker.runAll(grants));
                continue;
            }
            // Slice 0 stays here; slices 1..sent go to the workers (all of them when nothing may run here).
            int slices = inlineWindows == 0 ? 1 : sent + 1;
            int first = inlineWindows == 0 ? 0 : 1;
            for (int s = first; s < slices; s++) {
                worker(s - first).tell(new WindowWorker.Run(
                        grants.subList(woken * s / slices, woken * (s + 1) / slices), getContext().getSelf()));
            }
            if (first == 1) {
                take(WindowWorker.runAll(grants.subList(0, woken / slices)));
            }
            return this;
        }
    }

    private ActorRef<WindowWorker.Command> worker(int w) {
        if (workers[w] == null) {
            workers[w] = getContext().spawn(WindowWorker.create(), "worker-" + w, workerDispatcher);
        }
        return workers[w];
    }
}
