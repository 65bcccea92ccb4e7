package jamboree.scheduler;

import jamboree.machine.Machine;
import jamboree.machine.MachineType;
import jamboree.machine.Machines;
import jamboree.machine.config.MachineConfig;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * A machine being started on a thread of its own. Starting one (an actor system and its host threads) takes the host
 * from a few hundred milliseconds to a second; a search that waits for it must still end within milliseconds of a
 * stop, and a GUI may send that stop right after the first {@code go} of a new machine.
 */
final class MachineStart {
    /** How often a waiting search looks at its stop signal. */
    private static final long POLL_MILLIS = 1;

    private final CompletableFuture<Machine> started = new CompletableFuture<>();

    MachineStart(MachineType type, MachineConfig config) {
        Thread starter = new Thread(() -> {
            try {
                started.complete(Machines.create(type, config));
            } catch (RuntimeException | Error e) {
                started.completeExceptionally(e);
            }
        }, "jamboree-machine-start");
        starter.setDaemon(true);
        starter.start();
    }

    /** The started machine; null if {@code stopped} turned true first. */
    Machine await(BooleanSupplier stopped) {
        while (true) {
            if (stopped.getAsBoolean()) {
                return null;
            }
            try {
                return started.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // Still starting: look at the stop signal again.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            } catch (ExecutionException e) {
                throw failure(e);
            }
        }
    }

    /** The started machine, waiting for it as long as it takes. */
    Machine await() {
        try {
            return started.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the machine started", e);
        } catch (ExecutionException e) {
            throw failure(e);
        }
    }

    /** Closes the machine: now if it has started, else as soon as it has (by the thread that starts it). */
    void close() {
        if (started.isDone()) {
            Machine m = started.getNow(null);
            if (m != null) {
                m.close();
            }
        } else {
            started.thenAccept(Machine::close);
        }
    }

    private static RuntimeException failure(ExecutionException e) {
        return e.getCause() instanceof RuntimeException r ? r
                : new IllegalStateException("the machine failed to start: " + e.getCause(), e.getCause());
    }
}
