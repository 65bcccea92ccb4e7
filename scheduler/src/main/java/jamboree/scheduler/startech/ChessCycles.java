package jamboree.scheduler.startech;

import java.util.Arrays;
import java.util.List;

/**
 * Cycles of chess work split by the operation they pay for (the counters {@code CHESS_*}, thesis Figure 6-10), so that
 * the tally of a node's chess work by operation is exact: every charged cycle is counted under one operation. An
 * immutable value; a {@link Sum} adds cycles up in place.
 */
final class ChessCycles {

    /** The operations, in Figure 6-10's order; {@link Counter#CHESS_OTHER} takes the one-cycle minimum charges. */
    static final List<Counter> KINDS = List.of(Counter.CHESS_JAMBOREE_CONTROL, Counter.CHESS_SERIAL_CONTROL,
            Counter.CHESS_MAKE_UNMAKE, Counter.CHESS_EVALUATION, Counter.CHESS_MOVE_GENERATION, Counter.CHESS_SORT,
            Counter.CHESS_REPETITION_CHECK, Counter.CHESS_ILLEGAL_MOVE_CHECK, Counter.CHESS_OTHER);

    private static final int FIRST = Counter.CHESS_JAMBOREE_CONTROL.ordinal();

    static final ChessCycles NONE = new ChessCycles(new long[KINDS.size()]);

    private final long[] cycles;

    private ChessCycles(long[] cycles) {
        this.cycles = cycles;
    }

    static ChessCycles of(Counter kind, long amount) {
        return NONE.plus(kind, amount);
    }

    ChessCycles plus(Counter kind, long amount) {
        long[] more = cycles.clone();
        more[index(kind)] += amount;
        return new ChessCycles(more);
    }

    /** An empty sum of several operations' cycles, to be added up term by term and used again after a clear. */
    static Sum sum() {
        return new Sum();
    }

    private static int index(Counter kind) {
        int i = kind.ordinal() - FIRST;
        if (i < 0 || i >= KINDS.size()) {
            throw new IllegalArgumentException(kind + " is not an operation of chess work");
        }
        return i;
    }

    /**
     * Cycles by operation added up in place: the charges made at every leaf search and every expanded frame. Each
     * node keeps the few it needs and clears them for the next charge, since a new value per charge (an array and two
     * objects) was a sixth of the bytes a one-node search allocated. Not a value: whoever holds one uses it before its
     * next clear.
     */
    static final class Sum {
        private final long[] cycles = new long[KINDS.size()];

        private Sum() {
        }

        Sum add(Counter kind, long amount) {
            cycles[index(kind)] += amount;
            return this;
        }

        Sum clear() {
            Arrays.fill(cycles, 0);
            return this;
        }

        /** Makes this sum the same as {@code other}. */
        void copyFrom(Sum other) {
            System.arraycopy(other.cycles, 0, cycles, 0, cycles.length);
        }

        long total() {
            return sumOf(cycles);
        }

        void countInto(Tally tally) {
            ChessCycles.countInto(cycles, tally);
        }

        /**
         * Counts the first {@code charged} of these cycles, split in the same proportions (a leaf abandoned part way
         * was charged only so far): each operation's share rounded down, the rounding left over given to the largest.
         */
        void countProratedInto(long charged, Tally tally) {
            long total = total();
            if (charged >= total) {
                countInto(tally);
                return;
            }
            long[] part = new long[cycles.length];
            long given = 0;
            int largest = 0;
            for (int i = 0; i < cycles.length; i++) {
                part[i] = (long) ((double) cycles[i] * charged / total);
                given += part[i];
                if (cycles[i] > cycles[largest]) {
                    largest = i;
                }
            }
            part[largest] += charged - given;
            ChessCycles.countInto(part, tally);
        }
    }

    long total() {
        return sumOf(cycles);
    }

    private static long sumOf(long[] cycles) {
        long sum = 0;
        for (long c : cycles) {
            sum += c;
        }
        return sum;
    }

    void countInto(Tally tally) {
        countInto(cycles, tally);
    }

    private static void countInto(long[] cycles, Tally tally) {
        for (int i = 0; i < cycles.length; i++) {
            if (cycles[i] != 0) {
                tally.add(KINDS.get(i), cycles[i]);
            }
        }
    }

    @Override
    public String toString() {
        return Arrays.toString(cycles);
    }
}
