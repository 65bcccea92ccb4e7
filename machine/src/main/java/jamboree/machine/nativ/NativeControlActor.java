package jamboree.machine.nativ;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.ActorSystems;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.Combined;
import jamboree.machine.control.CountingControl;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The control network of the native machine: combining operations, broadcasts, router-done (by counting
 * messages, Kirchhoff's way) and the end of the run (a halt, quiescence or the time limit).
 */
final class NativeControlActor extends AbstractBehavior<NativeControlActor.Command> {

    sealed interface Command {
    }

    record Join(CombineCall call) implements Command {
    }

    record Broadcast(int node, long value) implements Command {
    }

    record Halt(int node, long time) implements Command {
    }

    /** A node has nothing to do (unless {@code timer}: it sleeps until a wake-up). */
    record Idle(int node, long sent, long received, boolean timer) implements Command {
    }

    record Received(int node, long round, long sent, long received) implements Command {
    }

    /** A node's answer to a quiescence check: its counts now and whether it has nothing to do. */
    record IdleConfirmed(int node, long round, long sent, long received, boolean idle) implements Command {
    }

    record NodeFailed(int node, Throwable error) implements Command {
    }

    /** A node's last word: its ledger and what its program left behind. */
    record Finished(int node, NodeAccount account, Object result) implements Command {
    }

    record TimeUp() implements Command {
    }

    /** The outcome of a run: a report, or the reason it failed. */
    record Outcome(MachineReport report, Throwable failure) {
    }

    private final int processors;
    private final long clockHz;
    private final long startNanos;
    private final ActorRef<Outcome> replyTo;
    private final List<NativeNodeActor.NodeRef> nodes = new ArrayList<>();
    private final CountingControl control;
    private boolean halted;
    private boolean finishing;
    private long endTime;
    private Throwable failure;
    private final NodeAccount[] accounts;
    private final Object[] results;
    private int finished;

    private NativeControlActor(ActorContext<Command> context, MachineConfig config, int processors,
                               ProgramFactory factory, long timeLimit, ActorRef<Outcome> replyTo) {
        super(context);
        this.processors = processors;
        this.clockHz = config.clockHz();
        this.replyTo = replyTo;
        this.control = new CountingControl(processors, reachNodes());
        this.accounts = new NodeAccount[processors];
        this.results = new Object[processors];
        this.startNanos = System.nanoTime();
        List<Consumer<NativeNodeActor.Command>> peers = new ArrayList<>(processors);
        ActorRef<Command> self = context.getSelf();
        Consumer<Command> toControl = self::tell;
        DispatcherSelector selector = DispatcherSelector.fromConfig(ActorSystems.DISPATCHER);
        // Every program exists, and has said what it shares, before any node runs.
        NodeProgram[] programs = new NodeProgram[processors];
        Object[] shared = new Object[processors];
        for (int i = 0; i < processors; i++) {
            programs[i] = factory.create(i, processors);
            shared[i] = programs[i].shared();
        }
        HostMemory memory = new HostMemory(shared);
        for (int i = 0; i < processors; i++) {
            int id = i;
            AtomicInteger pending = new AtomicInteger();
            ActorRef<NativeNodeActor.Command> actor = context.spawn(NativeNodeActor.create(
                    me -> new NativeNode(id, processors, config.clockHz(), startNanos, config.network(),
                            config.seed(), config.timelineBucketCycles(), peers, toControl::accept, memory),
                    programs[i], self, pending), "node-" + i, selector);
            NativeNodeActor.NodeRef ref = new NativeNodeActor.NodeRef(actor, pending);
            nodes.add(ref);
            peers.add(ref::tell);
        }
        for (NativeNodeActor.NodeRef n : nodes) {
            n.tell(new NativeNodeActor.Start());
        }
        if (timeLimit != Long.MAX_VALUE) {
            long nanos = (long) Math.min(Long.MAX_VALUE / 2.0, timeLimit * 1e9 / clockHz);
            context.scheduleOnce(Duration.ofNanos(nanos), self, new TimeUp());
        }
    }

    static Behavior<Command> create(MachineConfig config, int processors, ProgramFactory factory, long timeLimit,
                                    ActorRef<Outcome> replyTo) {
        return Behaviors.setup(ctx -> {
            try {
                return new NativeControlActor(ctx, config, processors, factory, timeLimit, replyTo);
            } catch (RuntimeException e) {
                replyTo.tell(new Outcome(null, e));
                return Behaviors.stopped();
            }
        });
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Join.class, this::onJoin)
                .onMessage(Broadcast.class, this::onBroadcast)
                .onMessage(Halt.class, h -> {
                    halted = true;
                    return finish();
                })
                .onMessage(Idle.class, this::onIdle)
                .onMessage(Received.class, this::onReceived)
                .onMessage(IdleConfirmed.class, this::onIdleConfirmed)
                .onMessage(NodeFailed.class, this::onNodeFailed)
                .onMessage(TimeUp.class, t -> finish())
                .onMessage(Finished.class, this::onFinished)
                .build();
    }

    private Behavior<Command> onJoin(Join join) {
        if (finishing) {
            return this;
        }
        try {
            control.join(join.call());
        } catch (IllegalStateException e) {
            failure = e;
            return finish();
        }
        return this;
    }

    private Behavior<Command> onBroadcast(Broadcast b) {
        control.broadcast(b.node(), b.value());
        return this;
    }

    private Behavior<Command> onReceived(Received r) {
        if (!finishing) {
            control.received(r.round(), r.sent(), r.received());
        }
        return this;
    }

    private Behavior<Command> onIdle(Idle report) {
        control.idle(report.node(), report.sent(), report.received(), report.timer());
        return this;
    }

    private Behavior<Command> onIdleConfirmed(IdleConfirmed c) {
        if (finishing) {
            return this;
        }
        return control.confirmed(c.round(), c.node(), c.sent(), c.received(), c.idle()) ? finish() : this;
    }

    /** How this machine's control reaches its nodes: one message to every node's actor. */
    private CountingControl.Nodes reachNodes() {
        return new CountingControl.Nodes() {
            @Override
            public void deliver(Combined done) {
                for (int i = 0; i < processors; i++) {
                    nodes.get(i).tell(new NativeNodeActor.Control(done.resultFor(i)));
                }
            }

            @Override
            public void deliverToEvery(ControlResult result) {
                for (NativeNodeActor.NodeRef n : nodes) {
                    n.tell(new NativeNodeActor.Control(result));
                }
            }

            @Override
            public void askCounts(long round) {
                for (NativeNodeActor.NodeRef n : nodes) {
                    n.tell(new NativeNodeActor.CountReceived(round, getContext().getSelf()));
                }
            }

            @Override
            public void askConfirmation(long round) {
                for (NativeNodeActor.NodeRef n : nodes) {
                    n.tell(new NativeNodeActor.ConfirmIdle(round, getContext().getSelf()));
                }
            }
        };
    }

    private Behavior<Command> onNodeFailed(NodeFailed f) {
        if (failure == null) {
            failure = new IllegalStateException("node " + f.node() + " failed: " + f.error(), f.error());
        }
        return finish();
    }

    private Behavior<Command> finish() {
        if (finishing) {
            return this;
        }
        finishing = true;
        endTime = Math.round((System.nanoTime() - startNanos) * (clockHz / 1e9));
        for (NativeNodeActor.NodeRef n : nodes) {
            n.tell(new NativeNodeActor.Finish(endTime, getContext().getSelf()));
        }
        return this;
    }

    private Behavior<Command> onFinished(Finished f) {
        accounts[f.node()] = f.account();
        results[f.node()] = f.result();
        if (++finished < processors) {
            return this;
        }
        if (failure != null) {
            replyTo.tell(new Outcome(null, failure));
        } else {
            replyTo.tell(new Outcome(new MachineReport(processors, endTime, clockHz, List.of(accounts),
                    Arrays.asList(results), 0, 0, 0, 0, SimulationCounts.NONE, System.nanoTime() - startNanos,
                    halted), null));
        }
        return Behaviors.stopped();
    }
}
