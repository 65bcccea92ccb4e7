package jamboree.machine.api;

import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A processing node as its program sees it. Only the program running on this node may call these methods, and
 * only from inside {@link NodeProgram#start}, {@link NodeProgram#step}, {@link NodeProgram#receive} or
 * {@link NodeProgram#control}.
 */
public interface Node {

    /** This node's number, 0 to {@link #size()} - 1. */
    int id();

    /** The number of processing nodes in the machine. */
    int size();

    /** The current time in processor cycles since the machine started. */
    long now();

    /** The processor clock in cycles per second, to convert cycles to seconds. */
    long clockHz();

    /**
     * Spends {@code cycles} on {@code activity}. On the simulated machine this advances {@link #now()}; on the
     * native machine time passes by itself and the charge is only recorded.
     */
    void charge(long cycles, Activity activity);

    /**
     * Says what this node is waiting for: from now on, time the node spends with nothing to do is booked to
     * {@code reason} instead of {@link MachineActivity#IDLE} (a chess program names, for example, the wait for a
     * stolen child's result), until the next call. Lets a program split its waiting into the categories of Figure
     * 6-9 exactly.
     */
    void idleAs(Activity reason);

    /**
     * Sends an active message. Charges the send overhead (per packet) to {@link MachineActivity#SEND}. Never fails: if
     * the network cannot take the message yet, it waits in a software queue and is injected when room appears.
     */
    void send(int destination, Side side, Message message);

    /**
     * Tries to inject a message without queuing it. Returns {@code false}, after charging the cost of the failed
     * attempt, if the network has no room for it towards {@code destination}; the caller should then poll
     * (return from its step) and retry, as CM-5 programs must.
     */
    boolean trySend(int destination, Side side, Message message);

    /**
     * Enters the split-phase barrier and returns at once; the node keeps working.
     * {@link ControlResult.BarrierCompleted} arrives once every node has entered.
     *
     * @throws IllegalStateException if this node's previous barrier has not completed yet
     */
    void enterBarrier();

    /** Whether the barrier this node entered last has completed (true before the first barrier). */
    boolean barrierCompleted();

    /** Contributes {@code value} to a reduction; {@link ControlResult.Reduced} arrives at every node. */
    void reduce(ReduceOp op, long value);

    /** Contributes {@code value} to an exclusive scan; {@link ControlResult.Scanned} arrives at every node. */
    void scan(ScanDirection direction, ReduceOp op, long value);

    /** Announces that this node has sent everything; {@link ControlResult.RouterDone} follows. */
    void routerDone();

    /** Broadcasts a value to every node; {@link ControlResult.Broadcast} arrives at every node. */
    void broadcast(long value);

    /** Asks to be stepped again no earlier than {@code time} even if nothing arrives (only the earliest counts). */
    void wakeAt(long time);

    /** This node's own random stream, seeded from the machine seed and the node number. */
    RandomGenerator random();

    /** Stops the whole machine: the run ends at this node's current time. */
    void halt();

    /**
     * The memory this node shares with the others, if the machine has any: on the native machine the objects every
     * program offered through {@link NodeProgram#shared()}; empty on the simulated CM-5, whose nodes share nothing
     * and must use messages. A program that can use shared memory must still work without it.
     */
    default Optional<SharedMemory> sharedMemory() {
        return Optional.empty();
    }
}
