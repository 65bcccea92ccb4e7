package jamboree.scheduler.startech;

import jamboree.machine.api.Node;
import jamboree.machine.api.SharedMemory;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * How a node's frames reach the transposition table: the global table by active messages to the owner of each
 * position (thesis 6.3, the simulated CM-5), the global table in memory the nodes share (the native machine), or,
 * with the global table switched off, each node's own table. The frames see only this interface.
 */
interface TableAccess {

    /**
     * Reads the entry for {@code f}'s position. The frame either has it at once ({@link Phase#EXPAND}, with
     * {@link Frame#tableData} set) or waits for the reply in {@link Phase#TABLE_WAIT}.
     */
    void read(Node node, Frame f);

    /** Stores the value {@code f}'s search returned, with {@code f}'s window, depth and best move. */
    void store(Node node, Frame f, int value);

    /** The search {@code f} announced by its read ended without a result: release the reads deferred behind it. */
    void release(Node node, Frame f);

    /** Handles a table message from {@code source}; only the access by messages receives any. */
    default void receive(Node node, int source, StarTechMessage message) {
        throw new IllegalStateException("table message " + message.kind().label() + " reached a node whose table"
                + " access sends none");
    }

    /**
     * The access this node's run calls for: shared memory where {@code node}'s machine offers it and the
     * {@code native-shared-table} switch is on, messages otherwise. {@code free} is called with a frame whose last
     * awaited message (a table reply) has arrived after the frame was done.
     */
    static TableAccess create(NodeContext ctx, Node node, Consumer<Frame> free) {
        if (!ctx.config.globalTable()) {
            return new NodeOwnTable(ctx);
        }
        if (ctx.config.nativeSharedTable()) {
            Optional<SharedMemory> shared = node.sharedMemory();
            if (shared.isPresent()) {
                return new TableBySharedMemory(ctx, free, shared.get());
            }
        }
        return new TableByMessage(ctx, free);
    }
}
