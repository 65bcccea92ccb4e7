package jamboree.machine.nativ;

import jamboree.machine.Machine;
import jamboree.machine.MachineException;
import jamboree.machine.accounting.MachineReport;
import jamboree.machine.api.ProgramFactory;
import jamboree.machine.config.ActorSystems;
import jamboree.machine.config.MachineConfig;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.DispatcherSelector;
import org.apache.pekko.actor.typed.javadsl.AskPattern;
import org.apache.pekko.actor.typed.javadsl.Behaviors;

import java.util.concurrent.ExecutionException;

/**
 * The native machine: node actors on a dedicated dispatcher with {@code jamboree.machine.native.threads} threads
 * (the host's cores by default), running in real time. Time limits are in cycles of the configured clock.
 */
public final class NativeMachine implements Machine {

    private final MachineConfig config;
    private final ActorSystem<Run> system;

    record Run(int processors, ProgramFactory programs, long timeLimit,
               ActorRef<NativeControlActor.Outcome> replyTo) {
    }

    public NativeMachine(MachineConfig config) {
        this.config = config;
        this.system = ActorSystem.create(guardian(config), "native-machine", settings(config));
    }

    /**
     * The machine's dispatcher runs on a thread pool with one shared queue rather than a fork-join pool. A fork-join
     * worker that wakes a node (a table read, a reply) pushes that node's mailbox onto its own deque and can run
     * it itself as soon as its current node yields, while the other worker is still being unparked, so that the nodes
     * take turns on one thread. With a shared queue the waiting thread takes the woken node at once (Kaufman suite,
     * depth 6, two threads, after warm-up: about 2.3-2.9 s instead of 2.8-3.5 s).
     */
    private static Config settings(MachineConfig config) {
        int threads = config.nativeThreads();
        Config pool = ConfigFactory.empty()
                .withValue("executor", ConfigValueFactory.fromAnyRef("thread-pool-executor"))
                .withValue("thread-pool-executor.fixed-pool-size", ConfigValueFactory.fromAnyRef(threads))
                .atPath(ActorSystems.DISPATCHER);
        return pool.withFallback(ActorSystems.settings(config, threads, 16));
    }

    private static Behavior<Run> guardian(MachineConfig config) {
        return Behaviors.setup(ctx -> {
            long[] runs = {0};
            return Behaviors.receive(Run.class).onMessage(Run.class, run -> {
                ctx.spawn(NativeControlActor.create(config, run.processors(), run.programs(), run.timeLimit(),
                        run.replyTo()), "run-" + runs[0]++, DispatcherSelector.fromConfig(ActorSystems.DISPATCHER));
                return Behaviors.same();
            }).build();
        });
    }

    public MachineConfig config() {
        return config;
    }

    @Override
    public MachineReport run(int processors, ProgramFactory programs, long timeLimit) {
        Machine.checkRun(processors, timeLimit);
        NativeControlActor.Outcome o;
        try {
            o = AskPattern.<Run, NativeControlActor.Outcome>ask(system,
                    replyTo -> new Run(processors, programs, timeLimit, replyTo), ActorSystems.forever(),
                    system.scheduler()).toCompletableFuture().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MachineException("interrupted while the machine ran", e);
        } catch (ExecutionException e) {
            throw new MachineException("the native machine failed: " + e.getCause(), e.getCause());
        }
        if (o.failure() != null) {
            throw new MachineException(o.failure().getMessage(), o.failure());
        }
        return o.report();
    }

    @Override
    public void close() {
        ActorSystems.terminate(system);
    }
}
