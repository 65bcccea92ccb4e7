package jamboree.scheduler.startech;

import jamboree.engine.search.Score;
import jamboree.engine.search.TranspositionTable;
import jamboree.machine.api.Node;
import jamboree.scheduler.table.TableSlice;

import java.util.function.Consumer;

/**
 * What the two ways of reaching the global table share: the reader's bookkeeping around a read, the bounds an update
 * stores, and what a frame does with the answer. Subclasses only carry the read and the update to the owner's
 * {@link TableSlice}.
 */
abstract class GlobalTable implements TableAccess {
    protected final NodeContext ctx;
    private final Consumer<Frame> free;

    GlobalTable(NodeContext ctx, Consumer<Frame> free) {
        this.ctx = ctx;
        this.free = free;
    }

    @Override
    public final void read(Node node, Frame f) {
        ctx.tally.add(Counter.TABLE_READS);
        int owner = TableSlice.owner(f.key, node.size());
        f.phase = Phase.TABLE_WAIT;
        f.awaitingTableReply = true;
        read(node, owner, f);
    }

    /** Carries {@code f}'s read to {@code owner}; the answer comes back through {@link #answer}. */
    protected abstract void read(Node node, int owner, Frame f);

    @Override
    public final void store(Node node, Frame f, int value) {
        if (f.phase == Phase.DONE && f.aborted) {
            return;
        }
        int lower = value > f.alphaOrig ? value : -Score.INFINITE;
        int upper = value < f.beta ? value : Score.INFINITE;
        if (ctx.stopped()) {
            release(node, f);
            return;
        }
        lower = TranspositionTable.toStored(lower, f.ply);
        upper = TranspositionTable.toStored(upper, f.ply);
        ctx.tally.add(Counter.TABLE_UPDATES);
        update(node, TableSlice.owner(f.key, node.size()), f.key, f.depth, f.bestMove, lower, upper);
    }

    /** Carries an update, bounds in stored (node-relative) form, to {@code owner}. */
    protected abstract void update(Node node, int owner, long key, int depth, int move, int lower, int upper);

    /** The owner's answer to the read of frame {@code reference}: the entry's data word, 0 on a miss. */
    protected final void answer(Node node, long reference, long data) {
        Frame f = ctx.frames.lookup(reference);
        if (f == null) {
            ctx.tally.add(Counter.STRAY_MESSAGES);
            return;
        }
        f.awaitingTableReply = false;
        if (data != 0) {
            ctx.tally.add(Counter.TABLE_HITS);
        }
        if (f.phase == Phase.DONE) {
            // Aborted while the read was in flight: the frame lived on only to receive this reply.
            if (ctx.config.deferredReads()) {
                release(node, f);
            }
            free.accept(f);
            return;
        }
        f.tableData = data;
        f.phase = Phase.EXPAND;
    }
}
