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
import jamboree.machine.control.CombineKind;
import jamboree.machine.control.Combined;
import jamboree.machine.control.CombiningTable;
import jamboree.machine.control.MessageBalance;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;

import java.time.Duration;
import java.util.ArrayDeque;
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
    private final CombiningTable combining;
    private final ArrayDeque<Combined> routerDone = new ArrayDeque<>();
    private final MessageBalance balance;
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
        this.combining = new CombiningTable(processors);
        this.balance = new MessageBalance(processors);
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
        Combined done;
        try {
            done = combining.add(join.call());
        } catch (IllegalStateException e) {
            failure = e;
            return finish();
        }
        if (done == null) {
            return this;
        }
        if (done.kind() == CombineKind.ROUTER_DONE) {
            routerDone.add(done);
            if (routerDone.size() == 1) {
                askCounts();
            }
        } else {
            deliverToAll(done);
        }
        return this;
    }

    private void deliverToAll(Combined done) {
        for (int i = 0; i < processors; i++) {
            nodes.get(i).tell(new NativeNodeActor.Control(done.resultFor(i)));
        }
        balance.controlSent(processors);
    }

    private Behavior<Command> onBroadcast(Broadcast b) {
        ControlResult result = new ControlResult.Broadcast(b.node(), b.value());
        for (NativeNodeActor.NodeRef n : nodes) {
            n.tell(new NativeNodeActor.Control(result));
        }
        balance.controlSent(processors);
        return this;
    }

    /** Router-done: the network is empty when the messages received add up to the messages sent. */
    private void askCounts() {
        long round = balance.startCount();
        for (NativeNodeActor.NodeRef n : nodes) {
            n.tell(new NativeNodeActor.CountReceived(round, getContext().getSelf()));
        }
    }

    private Behavior<Command> onReceived(Received r) {
        if (!balance.counting(r.round()) || finishing) {
            return this;
        }
        boolean balanced = balance.count(r.sent(), r.received());
        if (!balance.countComplete()) {
            return this;
        }
        if (balanced) {
            deliverToAll(routerDone.poll());
        }
        if (!routerDone.isEmpty()) {
            askCounts();
        }
        return this;
    }

    /**
     * Every node idle and every message delivered ends the run, once confirmed (see {@link MessageBalance}). A
     * combining operation some nodes have not joined does not count: with everyone idle, nobody is left to join it,
     * and the simulated machine ends such a run too.
     */
    private Behavior<Command> onIdle(Idle report) {
        if (balance.idleReport(report.node(), report.sent(), report.received(), report.timer())
                && routerDone.isEmpty()) {
            long round = balance.startConfirm();
            for (NativeNodeActor.NodeRef n : nodes) {
                n.tell(new NativeNodeActor.ConfirmIdle(round, getContext().getSelf()));
            }
        }
        return this;
    }

    private Behavior<Command> onIdleConfirmed(IdleConfirmed c) {
        if (finishing) {
            return this;
        }
        // Otherwise some node is busy or was: its next idle report starts a new check.
        return balance.confirm(c.round(), c.node(), c.sent(), c.received(), c.idle()) && routerDone.isEmpty()
                ? finish() : this;
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
