package jamboree.machine.cluster.nodes;

import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.api.Message;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;
import jamboree.machine.cluster.CborMessage;
import jamboree.machine.config.ActorSystems;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.SupervisorStrategy;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.Terminated;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * The nodes one member hosts in one run, and their door: every message from another member (a node's message, the
 * control network) arrives here and is handed to the node's actor; payloads that are foreign or malformed are
 * refused and logged, and the run goes on. Stops when its nodes have finished, or when the coordinator is gone.
 */
public final class MemberRun {

    /** What reaches a member run; every one of these may come from another member. */
    public sealed interface Command extends CborMessage {
    }

    /** The member run of every node of the run, by node number. */
    public record Wire(List<ActorRef<Command>> routes) implements Command {
    }

    public record StartNodes() implements Command {
    }

    /** A node's message from another member. */
    public record RemoteDeliver(int destination, int source, Side side, Payload message) implements Command {
    }

    /** A result of the control network for {@code node}, or for every node here when {@code node} is -1. */
    public record ControlNote(int node, ControlTransfer result) implements Command {
    }

    public record CountAsk(long round) implements Command {
    }

    public record ConfirmAsk(long round) implements Command {
    }

    public record FinishNodes(long endTime) implements Command {
    }

    /** The run is given up: stop every node here without a report. */
    public record Abandon(String reason) implements Command {
    }

    private final ActorContext<Command> context;
    private final RunParameters run;
    private final int[] nodes;
    private final ActorRef<RunControl.Command> control;
    private final PayloadCodec codec;
    private final NodeRoutes routes;
    private int stopped;
    private long rejected;

    private MemberRun(ActorContext<Command> context, RunParameters run, int[] nodes, IntFunction<NodeProgram> programs,
                      ActorRef<RunControl.Command> control, MachineConfig config) {
        this.context = context;
        this.run = run;
        this.nodes = nodes.clone();
        this.control = control;
        this.codec = new PayloadCodec(context.getSystem().classicSystem());
        this.routes = new NodeRoutes(run.processors(), codec);
        // Every program exists before any node here runs.
        NodeProgram[] built = new NodeProgram[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            built[i] = programs.apply(nodes[i]);
        }
        long startNanos = System.nanoTime();
        DispatcherSelector dispatcher = dispatcher(context);
        for (int i = 0; i < nodes.length; i++) {
            int id = nodes[i];
            AtomicInteger pending = new AtomicInteger();
            // The ledger a node sends back carries no timeline (a Ledger), so the node keeps none.
            HostedNode node = new HostedNode(id, run, startNanos, config.network(), NodeAccount.NO_TIMELINE,
                    routes, control);
            ActorRef<NodeCommand> actor = context.spawn(
                    HostedNodeActor.create(node, built[i], control, codec, pending), "node-" + id, dispatcher);
            context.watch(actor);
            routes.addLocal(id, new HostedNodeActor.NodeRef(actor, pending));
        }
        context.watch(control);
        control.tell(new RunControl.MemberReady(context.getSelf(), this.nodes));
    }

    /** The machine's dispatcher where the member has one; Pekko's default elsewhere. */
    private static DispatcherSelector dispatcher(ActorContext<?> context) {
        return context.getSystem().settings().config().hasPath(ActorSystems.DISPATCHER)
                ? DispatcherSelector.fromConfig(ActorSystems.DISPATCHER) : DispatcherSelector.defaultDispatcher();
    }

    /**
     * A member run of {@code nodes}, whose programs {@code programs} creates. Tells {@code control} it is ready, or
     * that it failed to build the programs.
     */
    static Behavior<Command> create(RunParameters run, int[] nodes, IntFunction<NodeProgram> programs,
                                    ActorRef<RunControl.Command> control, MachineConfig config) {
        return Behaviors.setup(ctx -> {
            try {
                // What another member sends and fails here is logged and dropped; the nodes go on.
                return Behaviors.supervise(new MemberRun(ctx, run, nodes, programs, control, config).behavior())
                        .onFailure(RuntimeException.class, SupervisorStrategy.resume());
            } catch (RuntimeException e) {
                control.tell(new RunControl.HostFailed(ctx.getSystem().address().toString(), e.toString()));
                return Behaviors.stopped();
            }
        });
    }

    private Behavior<Command> behavior() {
        return Behaviors.receive(Command.class)
                .onMessage(Wire.class, w -> {
                    routes.wire(w.routes());
                    control.tell(new RunControl.Wired(context.getSelf()));
                    return Behaviors.same();
                })
                .onMessage(StartNodes.class, s -> toAll(new NodeCommand.Start()))
                .onMessage(RemoteDeliver.class, this::onRemoteDeliver)
                .onMessage(ControlNote.class, this::onControlNote)
                .onMessage(CountAsk.class, q -> toAll(new NodeCommand.CountReceived(q.round())))
                .onMessage(ConfirmAsk.class, q -> toAll(new NodeCommand.ConfirmIdle(q.round())))
                .onMessage(FinishNodes.class, f -> toAll(new NodeCommand.Finish(f.endTime())))
                .onMessage(Abandon.class, a -> {
                    context.getLog().info("run {}: abandoned ({})", run.run(), a.reason());
                    return Behaviors.stopped();
                })
                .onSignal(Terminated.class, this::onTerminated)
                .build();
    }

    private Behavior<Command> toAll(NodeCommand command) {
        for (int id : nodes) {
            routes.local(id).tell(command);
        }
        return Behaviors.same();
    }

    private Behavior<Command> onRemoteDeliver(RemoteDeliver d) {
        HostedNodeActor.NodeRef target = routes.local(d.destination());
        if (target == null) {
            return reject("a message for node " + d.destination() + ", which this member does not host");
        }
        Message message;
        try {
            CborMessage record = codec.decode(d.message(), CborMessage.class);
            if (!(record instanceof Message m)) {
                return reject("a " + (record == null ? "null" : record.getClass().getName()) + ", not a message");
            }
            message = m;
        } catch (PayloadCodec.RejectedPayload e) {
            return reject("a payload that " + e.getMessage());
        }
        if (d.side() == null || d.source() < 0 || d.source() >= run.processors()) {
            return reject("a message from node " + d.source() + " on side " + d.side());
        }
        target.tell(new NodeCommand.Deliver(d.source(), d.side(), message));
        return Behaviors.same();
    }

    private Behavior<Command> onControlNote(ControlNote note) {
        if (note.result() == null || note.result().kind() == null) {
            return reject("a control note without a result");
        }
        NodeCommand command = new NodeCommand.Control(note.result().toResult());
        if (note.node() == -1) {
            return toAll(command);
        }
        HostedNodeActor.NodeRef target = routes.local(note.node());
        if (target == null) {
            return reject("a control note for node " + note.node() + ", which this member does not host");
        }
        target.tell(command);
        return Behaviors.same();
    }

    private Behavior<Command> reject(String what) {
        rejected++;
        context.getLog().warn("run {}: refused {} (refused so far: {})", run.run(), what, rejected);
        return Behaviors.same();
    }

    private Behavior<Command> onTerminated(Terminated t) {
        if (t.getRef().equals(control)) {
            context.getLog().info("run {}: its coordinator is gone; stopping this member's nodes", run.run());
            return Behaviors.stopped();
        }
        return ++stopped == nodes.length ? Behaviors.stopped() : Behaviors.same();
    }
}
