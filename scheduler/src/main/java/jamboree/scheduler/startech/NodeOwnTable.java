package jamboree.scheduler.startech;

import jamboree.engine.search.TableWord;
import jamboree.engine.search.TranspositionTable;
import jamboree.machine.api.Node;

/**
 * The global table switched off (an ablation): each node reads and writes only its own table, the one its serial
 * leaf searches use, at no cost in messages.
 */
final class NodeOwnTable implements TableAccess {
    private final NodeContext ctx;

    NodeOwnTable(NodeContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public void read(Node node, Frame f) {
        long entry = ctx.memory.leafTable().probe(f.key);
        ctx.tally.add(Counter.TABLE_READS);
        if (entry != 0) {
            ctx.tally.add(Counter.TABLE_HITS);
            // The same word, with its mate bounds seen from this frame's ply as the global table's reader sees them.
            f.tableData = TableWord.pack(TranspositionTable.move(entry), TranspositionTable.depth(entry),
                    TranspositionTable.toStored(TranspositionTable.lower(entry, f.ply), f.ply),
                    TranspositionTable.toStored(TranspositionTable.upper(entry, f.ply), f.ply), 0);
        }
        f.phase = Phase.EXPAND;
    }

    @Override
    public void store(Node node, Frame f, int value) {
        ctx.memory.leafTable().store(f.key, f.depth, f.ply, f.bestMove, value, f.alphaOrig, f.beta);
    }

    @Override
    public void release(Node node, Frame f) {
        // Nothing is announced to the node's own table.
    }
}
