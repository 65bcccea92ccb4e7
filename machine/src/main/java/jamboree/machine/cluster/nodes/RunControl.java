package jamboree.machine.cluster.nodes;

import jamboree.machine.accounting.MachineReport;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.cluster.CborMessage;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.control.CombineCall;
import jamboree.machine.control.CombineKind;
import jamboree.machine.control.Combined;
import jamboree.machine.control.CountingControl;
import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.SupervisorStrategy;
import org.apache.pekko.actor.typed.Terminated;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;
import org.apache.pekko.cluster.ClusterEvent;
import org.apache.pekko.cluster.typed.Cluster;
import org.apache.pekko.cluster.typed.Subscribe;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The control network of one run of the cluster machine, on the member that coordinates it: places the nodes
 * (through each member's node host), wires the member runs to each other, then does what the native machine's control
 * does (combining, broadcasts, router-done by counting messages, quiescence, halt, time limit) with every node's
 * report arriving as a record from wherever the node lives. A member lost mid-run ends the run with a
 * {@link MemberLostException}; the members left drop their nodes of it.
 */
final class RunControl extends AbstractBehavior<RunControl.Command> {

    /** What reaches the control of a run; all but the local ones may come from another member. */
    sealed interface Command {
    }

    /** The commands that may cross members. */
    sealed interface Remote extends Command, CborMessage {
    }

    record MemberReady(ActorRef<MemberRun.Command> run, int[] nodes) implements Remote {
    }

    /** A member could not take its nodes (the description was refused, a program failed to build). */
    record HostFailed(String member, String error) implements Remote {
    }

    record Wired(ActorRef<MemberRun.Command> run) implements Remote {
    }

    record Join(CombineCall call) implements Remote {
    }

    record Broadcast(int node, long value) implements Remote {
    }

    record Halt(int node, long time) implements Remote {
    }

    record Idle(int node, long sent, long received, boolean timer) implements Remote {
    }

    record Received(int node, long round, long sent, long received) implements Remote {
    }

    record IdleConfirmed(int node, long round, long sent, long received, boolean idle) implements Remote {
    }

    record NodeFailed(int node, String error) implements Remote {
    }

    record Finished(int node, Ledger ledger, Payload result) implements Remote {
    }

    /**
     * The last word of a node on this member: its ledger and its program's result as they are (nothing crosses a
     * JVM, so the result need not be a {@link CborMessage}).
     */
    record FinishedHere(int node, NodeAccount account, Object result) implements Command {
    }

    private record TimeUp() implements Command {
    }

    private record ReadyTimeout() implements Command {
    }

    /** The nodes were told to finish this long ago; whoever has not reported is lost. */
    private record FinishTimeout() implements Command {
    }

    /** Time to look at the run's stop signal again. */
    private record StopCheck() implements Command {
    }

    /** How often the stop signal of a run is looked at. */
    private static final Duration STOP_CHECK = Duration.ofMillis(2);

    private record MembershipChanged(ClusterEvent.ClusterDomainEvent event) implements Command {
    }

    /** The outcome of a run: a report, or why it failed. */
    record Outcome(MachineReport report, Throwable failure) {
    }

    private final RunParameters run;
    private final MachineConfig config;
    private final List<Placement> placements;
    private final long timeLimit;
    private final Duration readyTimeout;
    private final ActorRef<Outcome> replyTo;
    private final RemoteProgramFactory stoppable;
    private final PayloadCodec codec;
    private final int processors;
    private final long startNanos = System.nanoTime();
    private final List<ActorRef<MemberRun.Command>> memberRuns = new ArrayList<>();
    private final List<ActorRef<MemberRun.Command>> routes;
    private final Address[] memberOfNode;
    private final CountingControl control;
    private final NodeAccount[] accounts;
    private final Object[] results;
    private int wired;
    private boolean started;
    private boolean halted;
    private boolean finishing;
    private long endTime;
    private Throwable failure;
    private int finished;

    private RunControl(ActorContext<Command> context, RunParameters run, MachineConfig config,
                       List<Placement> placements, ProgramFactory programs, Payload description, long timeLimit,
                       Duration readyTimeout, ActorRef<Outcome> replyTo) {
        super(context);
        this.run = run;
        this.config = config;
        this.placements = placements;
        this.timeLimit = timeLimit;
        this.readyTimeout = readyTimeout;
        this.replyTo = replyTo;
        this.stoppable = programs instanceof RemoteProgramFactory r ? r : null;
        this.processors = run.processors();
        this.codec = new PayloadCodec(context.getSystem().classicSystem());
        this.control = new CountingControl(processors, reachNodes());
        this.accounts = new NodeAccount[processors];
        this.results = new Object[processors];
        this.routes = new ArrayList<>(java.util.Collections.nCopies(processors, null));
        this.memberOfNode = new Address[processors];
        // The cluster's publisher watches its subscribers: these adapters end with this actor.
        Cluster cluster = Cluster.get(context.getSystem());
        cluster.subscriptions().tell(Subscribe.create(
                context.messageAdapter(ClusterEvent.ReachabilityEvent.class, MembershipChanged::new),
                ClusterEvent.ReachabilityEvent.class));
        cluster.subscriptions().tell(Subscribe.create(
                context.messageAdapter(ClusterEvent.MemberEvent.class, MembershipChanged::new),
                ClusterEvent.MemberEvent.class));
        ActorRef<Command> self = context.getSelf();
        for (Placement p : placements) {
            for (int node : p.nodes()) {
                memberOfNode[node] = p.member();
            }
            if (p.host() == null) {
                context.spawn(MemberRun.create(run, p.nodes(), id -> programs.create(id, processors), self, config),
                        "member-run");
            } else {
                // Membership events may come before this actor subscribed: a watch also notices a member gone.
                context.watch(p.host());
                p.host().tell(new NodeHost.HostNodes(run, p.nodes(), description, self));
            }
        }
        context.scheduleOnce(readyTimeout, self, new ReadyTimeout());
    }

    static Behavior<Command> create(RunParameters run, MachineConfig config, List<Placement> placements,
                                    ProgramFactory programs, Payload description, long timeLimit,
                                    Duration readyTimeout, ActorRef<Outcome> replyTo) {
        // A malformed report from another member is logged and dropped; the run goes on.
        return Behaviors.supervise(Behaviors.<Command>setup(ctx -> new RunControl(ctx, run, config, placements,
                programs, description, timeLimit, readyTimeout, replyTo)))
                .onFailure(RuntimeException.class, SupervisorStrategy.resume());
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(MemberReady.class, this::onMemberReady)
                .onMessage(Wired.class, this::onWired)
                .onMessage(HostFailed.class, h -> lost(h.member(), "could not host its nodes: " + h.error()))
                .onMessage(ReadyTimeout.class, t -> started ? this
                        : lost(unready(), "did not get its nodes ready within the ready timeout"))
                .onMessage(MembershipChanged.class, this::onMembershipChanged)
                .onMessage(Join.class, this::onJoin)
                .onMessage(Broadcast.class, this::onBroadcast)
                .onMessage(Halt.class, h -> {
                    halted = true;
                    return finish();
                })
                .onMessage(Idle.class, this::onIdle)
                .onMessage(Received.class, this::onReceived)
                .onMessage(IdleConfirmed.class, this::onIdleConfirmed)
                .onMessage(NodeFailed.class, f -> {
                    if (failure == null) {
                        failure = new IllegalStateException("node " + f.node() + " failed: " + f.error());
                    }
                    return finish();
                })
                .onMessage(TimeUp.class, t -> finish())
                .onMessage(StopCheck.class, this::onStopCheck)
                .onMessage(FinishTimeout.class, t -> lost(unreported(), "did not report its nodes within "
                        + readyTimeout.toSeconds() + " s of the end of run " + run.run()))
                .onSignal(Terminated.class, t -> finishing ? this
                        : lost(t.getRef().path().address().toString(), "stopped hosting nodes during run " + run.run()))
                .onMessage(Finished.class, this::onFinished)
                .onMessage(FinishedHere.class, f -> counted(f.node(), () -> {
                    accounts[f.node()] = f.account();
                    results[f.node()] = f.result();
                }))
                .build();
    }

    // ------------------------------------------------------------------ starting: ready, wired, started

    private Behavior<Command> onMemberReady(MemberReady ready) {
        if (ready.run() == null || ready.nodes() == null || started) {
            getContext().getLog().warn("run {}: ignored a malformed or late ready report", run.run());
            return this;
        }
        memberRuns.add(ready.run());
        if (!ready.run().path().address().hasLocalScope()) {
            getContext().watch(ready.run());
        }
        for (int node : ready.nodes()) {
            if (node >= 0 && node < processors) {
                routes.set(node, ready.run());
            }
        }
        if (memberRuns.size() == placements.size()) {
            for (ActorRef<MemberRun.Command> m : memberRuns) {
                m.tell(new MemberRun.Wire(routes));
            }
        }
        return this;
    }

    private Behavior<Command> onWired(Wired w) {
        if (++wired < placements.size()) {
            return this;
        }
        started = true;
        for (ActorRef<MemberRun.Command> m : memberRuns) {
            m.tell(new MemberRun.StartNodes());
        }
        if (timeLimit != Long.MAX_VALUE) {
            long nanos = (long) Math.min(Long.MAX_VALUE / 2.0, timeLimit * 1e9 / run.clockHz());
            getContext().scheduleOnce(Duration.ofNanos(nanos), getContext().getSelf(), new TimeUp());
        }
        return onStopCheck(new StopCheck());
    }

    /**
     * The nodes on other members never see this JVM's stop signal, and a node here that waits for them is not
     * stepped: so the control ends a stopped run itself, as a halt.
     */
    private Behavior<Command> onStopCheck(StopCheck check) {
        if (finishing || stoppable == null) {
            return this;
        }
        if (stoppable.stopped()) {
            halted = true;
            return finish();
        }
        getContext().scheduleOnce(STOP_CHECK, getContext().getSelf(), new StopCheck());
        return this;
    }

    private String unreported() {
        for (int n = 0; n < processors; n++) {
            if (accounts[n] == null) {
                return memberOfNode[n].toString();
            }
        }
        return "(none)";
    }

    private String unready() {
        for (Placement p : placements) {
            boolean ready = p.host() == null || memberRuns.stream()
                    .anyMatch(m -> m.path().address().equals(p.host().path().address()));
            if (!ready) {
                return p.member().toString();
            }
        }
        return "(every member answered, but the wiring did not complete)";
    }

    // ------------------------------------------------------------------ members lost

    private Behavior<Command> onMembershipChanged(MembershipChanged changed) {
        ClusterEvent.ClusterDomainEvent e = changed.event();
        if (e instanceof ClusterEvent.UnreachableMember u && hosts(u.member().address())) {
            return lost(u.member().address().toString(), "became unreachable during run " + run.run());
        }
        if (e instanceof ClusterEvent.MemberRemoved r && hosts(r.member().address())) {
            return lost(r.member().address().toString(), "left the cluster during run " + run.run());
        }
        if (e instanceof ClusterEvent.MemberExited x && hosts(x.member().address())) {
            return lost(x.member().address().toString(), "is leaving the cluster during run " + run.run());
        }
        return this;
    }

    private boolean hosts(Address member) {
        for (Placement p : placements) {
            if (p.host() != null && p.member().equals(member)) {
                return true;
            }
        }
        return false;
    }

    /** Gives the run up: the members left drop their nodes, and the caller hears why at once. */
    private Behavior<Command> lost(String member, String why) {
        if (finished == processors) {
            return this;
        }
        for (ActorRef<MemberRun.Command> m : memberRuns) {
            m.tell(new MemberRun.Abandon("member " + member + " " + why));
        }
        replyTo.tell(new Outcome(null, new MemberLostException(member, why)));
        return stop();
    }

    private Behavior<Command> stop() {
        return Behaviors.stopped();
    }

    // ------------------------------------------------------------------ the control network

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

    /**
     * How this run's control reaches its nodes: through the member runs, one note per member for a result every node
     * receives alike, one per node for a scan.
     */
    private CountingControl.Nodes reachNodes() {
        return new CountingControl.Nodes() {
            @Override
            public void deliver(Combined done) {
                if (done.kind() != CombineKind.SCAN) {
                    deliverToEvery(done.resultFor(0));
                    return;
                }
                for (int i = 0; i < processors; i++) {
                    routes.get(i).tell(new MemberRun.ControlNote(i, ControlTransfer.of(done.resultFor(i))));
                }
            }

            @Override
            public void deliverToEvery(ControlResult result) {
                ControlTransfer transfer = ControlTransfer.of(result);
                for (ActorRef<MemberRun.Command> m : memberRuns) {
                    m.tell(new MemberRun.ControlNote(-1, transfer));
                }
            }

            @Override
            public void askCounts(long round) {
                for (ActorRef<MemberRun.Command> m : memberRuns) {
                    m.tell(new MemberRun.CountAsk(round));
                }
            }

            @Override
            public void askConfirmation(long round) {
                for (ActorRef<MemberRun.Command> m : memberRuns) {
                    m.tell(new MemberRun.ConfirmAsk(round));
                }
            }
        };
    }

    // ------------------------------------------------------------------ the end

    private Behavior<Command> finish() {
        if (finishing) {
            return this;
        }
        finishing = true;
        endTime = Math.round((System.nanoTime() - startNanos) * (run.clockHz() / 1e9));
        for (ActorRef<MemberRun.Command> m : memberRuns) {
            m.tell(new MemberRun.FinishNodes(endTime));
        }
        getContext().scheduleOnce(readyTimeout, getContext().getSelf(), new FinishTimeout());
        return this;
    }

    private Behavior<Command> onFinished(Finished f) {
        return counted(f.node(), () -> {
            try {
                accounts[f.node()] = f.ledger().toAccount(config.timelineBucketCycles());
                results[f.node()] = codec.decode(f.result(), CborMessage.class);
            } catch (RuntimeException e) {
                accounts[f.node()] = new NodeAccount(config.timelineBucketCycles());
                if (failure == null) {
                    failure = new IllegalStateException("node " + f.node() + "'s report was refused: "
                            + e.getMessage(), e);
                }
            }
        });
    }

    /** Books a node's last word with {@code book}; the run ends with the last node's. */
    private Behavior<Command> counted(int n, Runnable book) {
        if (n < 0 || n >= processors || accounts[n] != null) {
            getContext().getLog().warn("run {}: ignored a second or foreign report for node {}", run.run(), n);
            return this;
        }
        book.run();
        if (++finished < processors) {
            return this;
        }
        if (failure != null) {
            replyTo.tell(new Outcome(null, failure));
        } else {
            replyTo.tell(new Outcome(new MachineReport(processors, endTime, run.clockHz(), List.of(accounts),
                    Arrays.asList(results), 0, 0, 0, 0, SimulationCounts.NONE, System.nanoTime() - startNanos,
                    halted), null));
        }
        return stop();
    }
}
