package jamboree.machine.sim;

import jamboree.machine.Machine;
import jamboree.machine.MachineException;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.ActorSystems;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.Scheduler;
import org.apache.pekko.actor.typed.javadsl.AskPattern;
import org.apache.pekko.actor.typed.javadsl.Behaviors;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * The simulated CM-5. One instance can run any number of programs, one after the other or concurrently; each run is
 * deterministic. A run on several host threads ({@code jamboree.machine.simulation.threads}) gets its own control
 * actor and window workers on an actor system the instance starts at its first such run.
 *
 * <p>A run with one host thread, and any one-node run, stays wholly on the calling thread, with no actor: every
 * window would run on one thread anyway, and handing the run to the actor system and back costs the host a wake-up
 * of a parked thread on each side, which at P = 1 can take longer than a short run itself. A machine that only ever
 * runs so never starts an actor system. The run is the same either way, bit for bit.
 */
public final class SimulatedMachine implements Machine {

    /**
     * How long the calling thread watches for the outcome of a short run before it blocks, in nanoseconds. Waking a
     * blocked thread takes the host tens of microseconds, as long as a whole run of a small search; watching costs a
     * core, so the caller only does it while the run leaves one free (fewer nodes than host threads).
     */
    static final long WATCH_NANOS = 2_000_000;

    private final MachineConfig config;
    /** Started by the first run that needs actors: a machine whose runs all stay on their callers' threads has none. */
    private ActorSystem<Void> system;
    private ActorRef<Run> launcher;
    private boolean closed;

    /** A request to the launcher: start one run. */
    record Run(int processors, ProgramFactory programs, long timeLimit,
               ActorRef<ControlActor.Outcome> replyTo) {
    }

    public SimulatedMachine(MachineConfig config) {
        this.config = config;
    }

    /** The launcher of runs on actors, with the actor system started on first use. */
    private synchronized ActorRef<Run> launcher() {
        if (closed) {
            throw new IllegalStateException("the machine is closed");
        }
        if (launcher == null) {
            CompletableFuture<ActorRef<Run>> launcherRef = new CompletableFuture<>();
            system = ActorSystems.create(guardian(config, launcherRef), "simulated-cm5", config,
                    config.simulationThreads(), config.simulationThroughput());
            launcher = launcherRef.join();
        }
        return launcher;
    }

    /**
     * The guardian runs on Pekko's own dispatcher; it only spawns the launcher, on the machine's dispatcher, so that
     * a run's control actor is spawned from one of the threads that will run it rather than handed across pools.
     */
    private static Behavior<Void> guardian(MachineConfig config, CompletableFuture<ActorRef<Run>> launcherRef) {
        return Behaviors.setup(ctx -> {
            launcherRef.complete(ctx.spawn(launcher(config), "runs",
                    DispatcherSelector.fromConfig(ActorSystems.DISPATCHER)));
            return Behaviors.empty();
        });
    }

    private static Behavior<Run> launcher(MachineConfig config) {
        return Behaviors.setup(ctx -> {
            long[] runs = {0};
            return Behaviors.receive(Run.class).onMessage(Run.class, run -> {
                ctx.spawn(ControlActor.create(config, run.processors(), run.programs(), run.timeLimit(),
                                ActorSystems.DISPATCHER, run.replyTo()),
                        "run-" + runs[0]++, DispatcherSelector.fromConfig(ActorSystems.DISPATCHER));
                return Behaviors.same();
            }).build();
        });
    }

    public MachineConfig config() {
        return config;
    }

    /** Runs on the configured number of processors with no time limit. */
    public MachineReport run(ProgramFactory programs) {
        return run(config.processors(), programs, Long.MAX_VALUE);
    }

    @Override
    public MachineReport run(int processors, ProgramFactory programs, long timeLimit) {
        Machine.checkRun(processors, timeLimit);
        long start = System.nanoTime();
        if (processors == 1 || config.simulationThreads() == 1) {
            return withHostTime(runHere(processors, programs, timeLimit), start);
        }
        ActorRef<Run> runs = launcher();
        CompletableFuture<ControlActor.Outcome> outcome = AskPattern.ask(runs,
                (ActorRef<ControlActor.Outcome> replyTo) -> new Run(processors, programs, timeLimit, replyTo),
                ActorSystems.forever(), scheduler()).toCompletableFuture();
        if (processors < config.simulationThreads()) {
            long watchUntil = start + WATCH_NANOS;
            while (!outcome.isDone() && System.nanoTime() < watchUntil) {
                Thread.onSpinWait();
            }
        }
        ControlActor.Outcome o;
        try {
            o = outcome.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MachineException("interrupted while the machine ran", e);
        } catch (ExecutionException e) {
            throw new MachineException("the simulation failed: " + e.getCause(), e.getCause());
        }
        if (o.failure() != null) {
            throw new MachineException(o.failure().getMessage(), o.failure());
        }
        return withHostTime(o.report(), start);
    }

    /** Runs on the calling thread, every window one after the other. */
    private MachineReport runHere(int processors, ProgramFactory programs, long timeLimit) {
        Conductor conductor;
        try {
            conductor = new Conductor(config, processors, programs, timeLimit);
        } catch (RuntimeException e) {
            throw new MachineException(e.getMessage(), e);
        }
        conductor.runHere();
        if (conductor.failure() != null) {
            throw new MachineException(conductor.failure().getMessage(), conductor.failure());
        }
        return conductor.report();
    }

    private synchronized Scheduler scheduler() {
        return system.scheduler();
    }

    private static MachineReport withHostTime(MachineReport r, long start) {
        return r.withHostNanos(System.nanoTime() - start);
    }

    @Override
    public void close() {
        ActorSystem<Void> started;
        synchronized (this) {
            closed = true;
            started = system;
        }
        if (started != null) {
            ActorSystems.terminate(started);
        }
    }
}
