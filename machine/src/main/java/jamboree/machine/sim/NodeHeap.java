package jamboree.machine.sim;

import java.util.Arrays;

/**
 * An indexed min-heap of node numbers keyed by time, ties broken by node number, so that the control actor finds the
 * nodes with the earliest events in O(log P) and can lower one node's key when a packet is routed to it.
 *
 * <p>Four children per entry rather than two: every node a window wakes comes back with a key that usually climbs
 * far (the busy nodes' next events lie well ahead of the idle nodes'), and a climb takes half as many steps; the
 * order of pops is the heap's total order either way.
 *
 * <p>Each entry is one long, the key above the node number, so that the heap's order is a single comparison of the
 * entries themselves: every window puts back each node it woke, and a comparison that looked the key up by node and
 * then broke ties was most of the heap's cost. Keys must therefore stay below {@link #keyLimit()}, which at 16,384
 * nodes is 2^49 cycles, half a year of the machine's time.
 */
final class NodeHeap {

    /** Entries, key and node packed (see {@link #entry}). */
    private final long[] heap;
    private final int[] position;
    private final int nodeBits;
    private final long nodeMask;
    private final long keyLimit;
    private int size;

    NodeHeap(int capacity) {
        heap = new long[capacity];
        position = new int[capacity];
        nodeBits = Math.max(1, 32 - Integer.numberOfLeadingZeros(Math.max(1, capacity - 1)));
        nodeMask = (1L << nodeBits) - 1;
        keyLimit = 1L << (63 - nodeBits);
        Arrays.fill(position, -1);
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    boolean contains(int node) {
        return position[node] >= 0;
    }

    /** The key of {@code node}, which is in the heap. */
    long keyOf(int node) {
        return heap[position[node]] >>> nodeBits;
    }

    long minKey() {
        return heap[0] >>> nodeBits;
    }

    /** Keys must lie in [0, this). */
    long keyLimit() {
        return keyLimit;
    }

    /**
     * Inserts {@code node} with {@code k}, or changes its key if it is present.
     *
     * @throws IllegalStateException if {@code k} is negative or not below {@link #keyLimit()}
     */
    void put(int node, long k) {
        long e = entry(node, k);
        int i = position[node];
        if (i < 0) {
            up(size++, e);
        } else if (e < heap[i]) {
            up(i, e);
        } else if (e > heap[i]) {
            down(i, e);
        }
    }

    int pop() {
        long top = heap[0];
        int node = (int) (top & nodeMask);
        size--;
        if (size > 0) {
            down(0, heap[size]);
        }
        position[node] = -1;
        return node;
    }

    private long entry(int node, long k) {
        if (k < 0 || k >= keyLimit) {
            throw new IllegalStateException("simulated time " + k + " is beyond what the node heap holds ("
                    + keyLimit + " cycles at " + heap.length + " nodes)");
        }
        return (k << nodeBits) | node;
    }

    /** Moves entry {@code e} from slot {@code i} towards the root until its parent is smaller. */
    private void up(int i, long e) {
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            long p = heap[parent];
            if (p < e) {
                break;
            }
            heap[i] = p;
            position[(int) (p & nodeMask)] = i;
            i = parent;
        }
        heap[i] = e;
        position[(int) (e & nodeMask)] = i;
    }

    /** Moves entry {@code e} from slot {@code i} towards the leaves until its children are larger. */
    private void down(int i, long e) {
        while (true) {
            int first = 4 * i + 1;
            if (first >= size) {
                break;
            }
            int child = first;
            long smallest = heap[first];
            int last = Math.min(size, first + 4);
            for (int c = first + 1; c < last; c++) {
                if (heap[c] < smallest) {
                    smallest = heap[c];
                    child = c;
                }
            }
            if (e < smallest) {
                break;
            }
            heap[i] = smallest;
            position[(int) (smallest & nodeMask)] = i;
            i = child;
        }
        heap[i] = e;
        position[(int) (e & nodeMask)] = i;
    }
}
