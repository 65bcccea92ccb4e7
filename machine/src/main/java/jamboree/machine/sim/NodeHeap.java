package jamboree.machine.sim;

import java.util.Arrays;

/**
 * An indexed min-heap of node numbers keyed by time, ties broken by node number, so that the control actor finds the
 * nodes with the earliest events in O(log P) and can lower one node's key when a packet is routed to it.
 *
 * <p>Four children per entry rather than two: every node a window wakes comes back with a key that usually climbs
 * far (the busy nodes' next events lie well ahead of the idle nodes'), and a climb takes half as many steps; the
 * order of pops is the heap's total order either way.
 */
final class NodeHeap {

    private final int[] heap;
    private final int[] position;
    private final long[] key;
    private int size;

    NodeHeap(int capacity) {
        heap = new int[capacity];
        position = new int[capacity];
        key = new long[capacity];
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

    long keyOf(int node) {
        return key[node];
    }

    long minKey() {
        return key[heap[0]];
    }

    /** Inserts {@code node} with {@code k}, or changes its key if it is present. */
    void put(int node, long k) {
        if (position[node] < 0) {
            key[node] = k;
            heap[size] = node;
            position[node] = size;
            size++;
            up(size - 1);
        } else {
            long old = key[node];
            key[node] = k;
            if (k < old) {
                up(position[node]);
            } else if (k > old) {
                down(position[node]);
            }
        }
    }

    int pop() {
        int top = heap[0];
        size--;
        if (size > 0) {
            heap[0] = heap[size];
            position[heap[0]] = 0;
            down(0);
        }
        position[top] = -1;
        return top;
    }

    private boolean less(int a, int b) {
        return key[a] < key[b] || (key[a] == key[b] && a < b);
    }

    private void up(int i) {
        int node = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            if (!less(node, heap[parent])) {
                break;
            }
            heap[i] = heap[parent];
            position[heap[i]] = i;
            i = parent;
        }
        heap[i] = node;
        position[node] = i;
    }

    private void down(int i) {
        int node = heap[i];
        while (true) {
            int first = 4 * i + 1;
            if (first >= size) {
                break;
            }
            int child = first;
            int last = Math.min(size, first + 4);
            for (int c = first + 1; c < last; c++) {
                if (less(heap[c], heap[child])) {
                    child = c;
                }
            }
            if (!less(heap[child], node)) {
                break;
            }
            heap[i] = heap[child];
            position[heap[i]] = i;
            i = child;
        }
        heap[i] = node;
        position[node] = i;
    }
}
