package jamboree.machine.sim;

import java.util.Arrays;

/**
 * A map from non-negative ints to values, by open addressing with linear probing: a node's flow-control state per
 * (destination, side), looked up on every send and every credit. A steal request opens a flow and its credit closes
 * it again, millions of times in a large run, and a general-purpose map boxed the key and allocated an entry each time.
 */
final class IntTable<V> {

    private static final int EMPTY = -1;

    private int[] keys;
    private Object[] values;
    private int size;

    IntTable() {
        keys = new int[8];
        values = new Object[8];
        Arrays.fill(keys, EMPTY);
    }

    int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    V get(int key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            int k = keys[i];
            if (k == key) {
                return (V) values[i];
            }
            if (k == EMPTY) {
                return null;
            }
        }
    }

    /** Adds {@code key}, which must be absent. */
    void add(int key, V value) {
        if (key < 0) {
            throw new IllegalArgumentException("keys are non-negative, got " + key);
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        insert(key, value);
        size++;
    }

    void remove(int key) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != key) {
            if (keys[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        size--;
        // Close the gap: move back every later entry of the run that the empty slot would cut off from its home.
        int gap = i;
        for (int j = (gap + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int home = slot(keys[j], mask);
            if (((j - home) & mask) >= ((j - gap) & mask)) {
                keys[gap] = keys[j];
                values[gap] = values[j];
                gap = j;
            }
        }
        keys[gap] = EMPTY;
        values[gap] = null;
    }

    private void insert(int key, Object value) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != EMPTY) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
    }

    private void grow() {
        int[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new Object[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                insert(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int slot(int key, int mask) {
        return (key * 0x9E3779B9 >>> 16 ^ key * 0x9E3779B9) & mask;
    }
}
