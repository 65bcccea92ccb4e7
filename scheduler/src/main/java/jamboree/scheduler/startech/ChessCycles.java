package jamboree.scheduler.startech;

import java.util.Arrays;
import java.util.List;

/**
 * Cycles of chess work split by the operation they pay for (the counters {@code CHESS_*}, thesis Figure 6-10), so that
 * the tally of a node's chess work by operation is exact: every charged cycle is counted under one operation. An
 * immutable value.
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

    /** A sum of several operations' cycles, made in one array (a leaf search charges seven operations at once). */
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
     * Adds up the terms of one charge. {@link #plus} copies its array for every term, and the copies of the charges
     * made for every leaf search were a fifth of all the bytes a simulated search allocated.
     */
    static final class Sum {
        private long[] cycles = new long[KINDS.size()];

        private Sum() {
        }

        Sum add(Counter kind, long amount) {
            if (cycles == null) {
                throw new IllegalStateException("this sum was already taken as a value");
            }
            cycles[index(kind)] += amount;
            return this;
        }

        /** The cycles added so far. */
        long total() {
            return sumOf(cycles);
        }

        /** The sum as a value; the array is handed over, so the sum takes no terms after this. */
        ChessCycles cycles() {
            ChessCycles done = new ChessCycles(cycles);
            cycles = null;
            return done;
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

    /**
     * The first {@code charged} of these cycles, split in the same proportions (a leaf abandoned part way was charged
     * only so far): each operation's share rounded down, the rounding left over given to the largest.
     */
    ChessCycles prorated(long charged) {
        long total = total();
        if (charged >= total) {
            return this;
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
        return new ChessCycles(part);
    }

    void countInto(Tally tally) {
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
