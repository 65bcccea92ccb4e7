package jamboree.scheduler;

import jamboree.engine.board.Move;
import jamboree.engine.board.Position;
import jamboree.engine.rules.DrawRules;
import jamboree.engine.search.TableWord;
import jamboree.engine.search.TranspositionTable;
import jamboree.scheduler.startech.NodeMemory;
import jamboree.scheduler.table.TableSlice;

import java.util.Arrays;

/**
 * The principal variation of a finished iteration, read from the nodes' tables by the host after the machine has
 * stopped. The frames of StarTech's search keep no variation (a value travels up the tree, a line would cost
 * messages the thesis never sent), but every frame and every serial leaf search leaves its best move in a table:
 * the owner's slice of the global table (thesis 6.3) or, with that table off and in the leaf searches, the table of
 * the node that searched. Reading them is host work on memory, not simulated work, so it charges no cycles and
 * changes nothing the next search computes.
 *
 * <p>The line starts with the root's best move and follows, position by position, the move of the deepest entry
 * any table holds, preferring the global table's on equal depth (it holds the frames' results, which are the ones
 * the root's value came from). It stops at a missing entry, at a move that is not legal in the position reached (a
 * table entry can belong to another position with the same index and is only trusted after that check), at a
 * drawn position (a repetition, which would otherwise loop, or a dead or fifty-move draw, where the search stops
 * too) and after {@code maxLength} moves, the depth of the iteration, beyond which the tables hold nothing of it.
 */
final class PrincipalVariationReader {

    private PrincipalVariationReader() {
    }

    /**
     * The line from {@code root} that starts with {@code bestMove}; empty when {@code bestMove} is
     * {@link Move#NONE}. {@code root} itself is not touched.
     */
    static int[] read(Position root, int bestMove, int maxLength, NodeMemory[] memories) {
        if (bestMove == Move.NONE || maxLength < 1 || !root.isLegal(bestMove)) {
            return new int[0];
        }
        Position position = root.copy();
        int rootHistoryLength = position.historyLength();
        int[] line = new int[maxLength];
        int length = 0;
        int move = bestMove;
        while (true) {
            line[length++] = move;
            position.makeMove(move);
            if (length == maxLength || DrawRules.isDraw(position, rootHistoryLength)) {
                break;
            }
            move = tableMove(position, memories);
            if (move == Move.NONE) {
                break;
            }
        }
        return Arrays.copyOf(line, length);
    }

    /** The legal move of the deepest entry for {@code position} in any table, or {@link Move#NONE}. */
    private static int tableMove(Position position, NodeMemory[] memories) {
        long key = position.key();
        int bestDepth = -1;
        int best = Move.NONE;
        long global = memories[TableSlice.owner(key, memories.length)].globalTableEntry(key);
        int globalMove = TableWord.move(global);
        if (globalMove != Move.NONE && position.isLegal(globalMove)) {
            bestDepth = TableWord.depth(global);
            best = globalMove;
        }
        for (NodeMemory memory : memories) {
            long entry = memory.leafTableEntry(key);
            if (entry == 0) {
                continue;
            }
            int move = TranspositionTable.move(entry);
            if (move != Move.NONE && TranspositionTable.depth(entry) > bestDepth && position.isLegal(move)) {
                bestDepth = TranspositionTable.depth(entry);
                best = move;
            }
        }
        return best;
    }
}
