package jamboree.scheduler.startech;

import jamboree.machine.api.Node;
import jamboree.machine.api.SharedMemory;
import jamboree.scheduler.measure.SearchActivity;
import jamboree.scheduler.table.TableSlice;

import java.util.function.Consumer;

/**
 * The global table on a machine whose nodes share the host's memory: a node reads and updates the owner's slice
 * directly, under the slice's lock, instead of waiting for the owner to poll (which on real threads would cost a
 * whole leaf search of the owner's). Deferred reads need the owner's handler, so they do not apply here.
 */
final class TableBySharedMemory extends GlobalTable {
    private final SharedMemory memory;

    TableBySharedMemory(NodeContext ctx, Consumer<Frame> free, SharedMemory memory) {
        super(ctx, free);
        this.memory = memory;
    }

    @Override
    protected void read(Node node, int owner, Frame f) {
        node.charge(ctx.cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
        TableSlice slice = memory.of(owner, TableSlice.class);
        long data;
        synchronized (slice) {
            data = slice.probe(f.key);
        }
        answer(node, f.reference, data);
    }

    @Override
    protected void update(Node node, int owner, long key, int depth, int move, int lower, int upper) {
        TableSlice slice = memory.of(owner, TableSlice.class);
        synchronized (slice) {
            slice.update(key, depth, move, lower, upper);
        }
    }

    @Override
    public void release(Node node, Frame f) {
        // No announcements are kept, so there is nothing to release.
    }
}
