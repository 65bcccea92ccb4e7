package jamboree.machine.sim;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;

/**
 * The control network of the simulated machine as an actor: it drives a {@link Conductor} and sends each window
 * that wakes several nodes to the nodes' actors, so that they run in parallel on the host, then waits for their
 * reports. It replies with the outcome and stops, which stops the nodes' actors with it.
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

    /** The outcome of a run: a report, or the reason it failed. */
    record Outcome(MachineReport report, Throwable failure) {
    }

    /**
     * Windows in a row that the control actor runs itself when they wake a single node, before it hands one to the
     * node's actor again. A lone node has nothing to run in parallel with, and sending it its window costs two
     * messages and usually two thread hand-offs, more than the window itself at P = 1; the bound keeps the actor
     * from holding its host thread for long when other runs share the machine.
     */
    static final int INLINE_WINDOWS = 256;

    private final Conductor conductor;
    private final int inlineWindows;
    private final ActorRef<Outcome> replyTo;
    private final DispatcherSelector nodeDispatcher;
    /**
     * The nodes' actors, each spawned when a window is first sent to it: a node whose windows all run inline (every
     * node of a one-node machine) never needs one, and spawning it would cost more than a short run.
     */
    private final ActorRef<NodeActor.Command>[] nodes;

    private ControlActor(ActorContext<Command> context, Conductor conductor, int processors, String dispatcher,
                         ActorRef<Outcome> replyTo, int inlineWindows) {
        super(context);
        this.conductor = conductor;
        this.inlineWindows = inlineWindows;
        this.replyTo = replyTo;
        this.nodeDispatcher = DispatcherSelector.fromConfig(dispatcher);
        @SuppressWarnings("unchecked")
        ActorRef<NodeActor.Command>[] refs = new ActorRef[processors];
        this.nodes = refs;
    }

    static Behavior<Command> create(MachineConfig config, int processors, ProgramFactory factory, long timeLimit,
                                    String dispatcher, ActorRef<Outcome> replyTo) {
        return create(config, processors, factory, timeLimit, dispatcher, replyTo, INLINE_WINDOWS);
    }

    /** As above, running at most {@code inlineWindows} lone windows in a row here (0: send every window). */
    static Behavior<Command> create(MachineConfig config, int processors, ProgramFactory factory, long timeLimit,
                                    String dispatcher, ActorRef<Outcome> replyTo, int inlineWindows) {
        if (inlineWindows < 0) {
            throw new IllegalArgumentException("inline windows must be 0 or more, got " + inlineWindows);
        }
        return Behaviors.setup(ctx -> {
            Conductor conductor;
            try {
                conductor = new Conductor(config, processors, factory, timeLimit);
            } catch (RuntimeException e) {
                // A program factory that throws, for example: the run fails instead of hanging.
                replyTo.tell(new Outcome(null, e));
                return Behaviors.stopped();
            }
            // The first window, like every later one: run here if it wakes a single node, else sent.
            return new ControlActor(ctx, conductor, processors, dispatcher, replyTo, inlineWindows).proceed();
        });
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Reported.class, this::onReported)
                .onMessage(NodeFailed.class, this::onNodeFailed)
                .build();
    }

    private Behavior<Command> onReported(Reported message) {
        conductor.absorb(message.report());
        return conductor.awaitingReports() ? this : proceed();
    }

    private Behavior<Command> onNodeFailed(NodeFailed message) {
        conductor.nodeFailed(message.node(), message.error());
        return conductor.awaitingReports() ? this : proceed();
    }

    /**
     * Opens the next window that needs the nodes' actors and sends it, or replies and stops once the run has ended.
     */
    private Behavior<Command> proceed() {
        int woken = conductor.advance(inlineWindows);
        if (woken == 0) {
            replyTo.tell(new Outcome(conductor.report(), conductor.failure()));
            return Behaviors.stopped();
        }
        ActorRef<Command> self = getContext().getSelf();
        for (int i = 0; i < woken; i++) {
            int n = conductor.grantedNode(i);
            if (nodes[n] == null) {
                nodes[n] = getContext().spawn(NodeActor.create(conductor.node(n)), "node-" + n, nodeDispatcher);
            }
            nodes[n].tell(new NodeActor.Advance(conductor.grantedEnd(i), conductor.takePackets(n),
                    conductor.takeCredits(n), conductor.takeControls(n), self));
        }
        return this;
    }
}
