package jamboree.scheduler.startech;

import jamboree.machine.api.Activity;
import jamboree.machine.api.Node;
import jamboree.scheduler.table.TableSlice;

import java.util.function.Consumer;

/**
 * The global table on a machine whose nodes share the host's memory: a node reads and updates the owner's slice
 * directly, under the slice's lock, instead of waiting for the owner to poll (which on real threads would cost a
 * whole leaf search of the owner's). Deferred reads need the owner's handler, so they do not apply here.
 */
final class TableBySharedMemory extends GlobalTable {
    private final TableSlice[] slices;

    TableBySharedMemory(NodeContext ctx, Consumer<Frame> free, TableSlice[] slices) {
        super(ctx, free);
        this.slices = slices;
    }

    @Override
    protected void read(Node node, int owner, Frame f) {
        node.charge(ctx.cost.tableService(), Activity.SERVICING_TT_LOOKUP);
        long data;
        synchronized (slices[owner]) {
            data = slices[owner].probe(f.key);
        }
        answer(node, f.reference, data);
    }

    @Override
    protected void update(Node node, int owner, long key, int depth, int move, int lower, int upper) {
        synchronized (slices[owner]) {
            slices[owner].update(key, depth, move, lower, upper);
        }
    }

    @Override
    public void release(Node node, Frame f) {
        // No announcements are kept, so there is nothing to release.
    }
}
