package jamboree.machine.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.Behavior;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Creates the actor systems the machines run on: silent on stdout (which belongs to the UCI protocol), with
 * one dedicated dispatcher of a fixed number of threads that every machine actor runs on.
 */
public final class ActorSystems {

    /** The dispatcher every machine actor is spawned on. */
    public static final String DISPATCHER = "jamboree-machine-dispatcher";

    private ActorSystems() {
    }

    public static <T> ActorSystem<T> create(Behavior<T> guardian, String name, MachineConfig config, int threads,
                                            int throughput) {
        return ActorSystem.create(guardian, name, settings(config, threads, throughput));
    }

    /** The actor-system settings {@link #create} uses: quiet logging and the machine's dispatcher. */
    public static Config settings(MachineConfig config, int threads, int throughput) {
        if (threads < 1) {
            throw new IllegalArgumentException("need at least one host thread, got " + threads);
        }
        Config quiet = config.raw().getConfig(MachineConfig.ROOT + ".pekko").atPath("pekko");
        Config dispatcher = ConfigFactory.empty()
                .withValue("type", ConfigValueFactory.fromAnyRef("Dispatcher"))
                .withValue("executor", ConfigValueFactory.fromAnyRef("fork-join-executor"))
                .withValue("fork-join-executor.parallelism-min", ConfigValueFactory.fromAnyRef(threads))
                .withValue("fork-join-executor.parallelism-max", ConfigValueFactory.fromAnyRef(threads))
                .withValue("fork-join-executor.parallelism-factor", ConfigValueFactory.fromAnyRef(1.0))
                .withValue("throughput", ConfigValueFactory.fromAnyRef(throughput))
                .atPath(DISPATCHER);
        // Pekko's own actors get a small pool so that the machine's threads are the ones doing the work.
        Config internal = ConfigFactory.parseString("pekko.actor.default-dispatcher.fork-join-executor {"
                + " parallelism-min = 1, parallelism-max = 2 }");
        return dispatcher.withFallback(quiet).withFallback(internal).withFallback(config.raw()).resolve();
    }

    /** Terminates a system and waits for it. */
    public static void terminate(ActorSystem<?> system) {
        system.terminate();
        try {
            system.getWhenTerminated().toCompletableFuture().get(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | TimeoutException e) {
            // Shutting down is best effort: the threads are daemons of a system nobody uses any more.
        }
    }

    /** A timeout long enough for any run. */
    public static Duration forever() {
        return Duration.ofDays(200);
    }
}
