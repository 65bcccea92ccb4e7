package jamboree.scheduler.startech;

import jamboree.machine.api.Node;
import jamboree.machine.api.Side;
import jamboree.scheduler.measure.SearchActivity;
import jamboree.scheduler.table.TableSlice;

import java.util.List;
import java.util.function.Consumer;

/**
 * The global table by active messages (thesis 6.3), both sides. A reader sends its read to the owner and waits for the
 * reply; an update is one message whose handler does the read-modify-write atomically at the owner. The owner's
 * handlers also keep the announcements of deferred reads (6.4): a read of a position whose search to at most the
 * same depth is under way waits for that search's update (or release). A node is its own owner's client without
 * messages, but pays the same service cycles.
 */
final class TableByMessage extends GlobalTable {
    private final TableSlice slice;

    TableByMessage(NodeContext ctx, Consumer<Frame> free) {
        super(ctx, free);
        this.slice = ctx.memory.slice;
    }

    @Override
    protected void read(Node node, int owner, Frame f) {
        if (owner == ctx.id) {
            node.charge(ctx.cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            serveRead(node, ctx.id, f.key, f.depth, f.reference);
        } else {
            ctx.send(node, owner, Side.REQUEST, new StarTechMessage.TableRead(f.key, f.depth, f.reference));
        }
    }

    @Override
    protected void update(Node node, int owner, long key, int depth, int move, int lower, int upper) {
        if (owner == ctx.id) {
            node.charge(ctx.cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
            applyUpdate(node, key, depth, move, lower, upper);
        } else {
            ctx.send(node, owner, Side.REQUEST, new StarTechMessage.TableUpdate(key, depth, move, lower, upper));
        }
    }

    @Override
    public void release(Node node, Frame f) {
        int owner = TableSlice.owner(f.key, node.size());
        if (owner == ctx.id) {
            answerWaiters(node, slice.release(f.key, f.depth), f.key);
        } else {
            ctx.send(node, owner, Side.REQUEST, new StarTechMessage.TableRelease(f.key, f.depth));
        }
    }

    @Override
    public void receive(Node node, int source, StarTechMessage message) {
        switch (message.kind()) {
            case TABLE_READ -> {
                StarTechMessage.TableRead r = (StarTechMessage.TableRead) message;
                node.charge(ctx.cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
                serveRead(node, source, r.key(), r.depth(), r.frame());
            }
            case TABLE_REPLY -> {
                StarTechMessage.TableReply r = (StarTechMessage.TableReply) message;
                answer(node, r.frame(), r.data());
            }
            case TABLE_UPDATE -> {
                StarTechMessage.TableUpdate u = (StarTechMessage.TableUpdate) message;
                node.charge(ctx.cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
                applyUpdate(node, u.key(), u.depth(), u.move(), u.lower(), u.upper());
            }
            case TABLE_RELEASE -> {
                StarTechMessage.TableRelease r = (StarTechMessage.TableRelease) message;
                node.charge(ctx.cost.tableService(), SearchActivity.SERVICING_TT_LOOKUP);
                answerWaiters(node, slice.release(r.key(), r.depth()), r.key());
            }
            default -> super.receive(node, source, message);
        }
    }

    // ------------------------------------------------------------------ the owner's side

    private void serveRead(Node node, int requester, long key, int depth, long frame) {
        if (ctx.config.deferredReads() && slice.deferOrAnnounce(key, depth, requester, frame)) {
            ctx.tally.add(Counter.DEFERRED_READS);
            return;
        }
        reply(node, requester, frame, slice.probe(key));
    }

    private void applyUpdate(Node node, long key, int depth, int move, int lower, int upper) {
        slice.update(key, depth, move, lower, upper);
        answerWaiters(node, slice.release(key, depth), key);
    }

    private void answerWaiters(Node node, List<TableSlice.Waiter> waiters, long key) {
        if (waiters.isEmpty()) {
            return;
        }
        long data = slice.probe(key);
        for (TableSlice.Waiter w : waiters) {
            reply(node, w.node(), w.frame(), data);
        }
    }

    private void reply(Node node, int requester, long frame, long data) {
        if (requester == ctx.id) {
            answer(node, frame, data);
        } else {
            ctx.send(node, requester, Side.REPLY, new StarTechMessage.TableReply(frame, data));
        }
    }
}
