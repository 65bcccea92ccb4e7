package jamboree.scheduler.startech;

import java.util.Arrays;

/**
 * The per-child arrays of one {@link Frame} (its moves and what became of each child), lent by the host thread and
 * given back when the frame is freed.
 *
 * <p>A frame's arrays live only as long as the frame, and a simulated search makes a frame for every position above
 * its serial leaves: new arrays for each were nearly half of all the bytes a one-node search allocated, and every
 * line of fresh memory is one the host's caches have not seen. Kept by the thread, the arrays a frame gives back are
 * the ones the next frame on that thread takes, still warm. They are cleared when taken, so what a frame sees does
 * not depend on who had them before: nothing simulated changes. Arrays come in sizes of powers of two; a thread keeps
 * at most {@link #KEPT_PER_SIZE} of each size, so that a thread that frees more frames than it makes (another thread
 * made them) does not hoard.
 */
final class ChildArrays {
    private static final int SMALLEST = 8;
    private static final int SIZES = 6; // 8 to 256: a position has at most 218 legal moves
    private static final int KEPT_PER_SIZE = 4096;
    private static final ThreadLocal<Kept> KEPT = ThreadLocal.withInitial(Kept::new);

    final int[] moves;
    final ChildState[] state;
    final int[] testAlpha;
    final long[] failedAt;
    final long[] iterationEnd;
    final int[] thief;
    final long[] childWork;
    final boolean[] research;
    final int[] reduction;
    private final int size;

    private ChildArrays(int size) {
        this.size = size;
        int capacity = SMALLEST << size;
        moves = new int[capacity];
        state = new ChildState[capacity];
        testAlpha = new int[capacity];
        failedAt = new long[capacity];
        iterationEnd = new long[capacity];
        thief = new int[capacity];
        childWork = new long[capacity];
        research = new boolean[capacity];
        reduction = new int[capacity];
    }

    /** Arrays for {@code n} children, the moves copied from {@code generated} and everything else as new. */
    static ChildArrays take(int[] generated, int n) {
        int size = sizeFor(n);
        ChildArrays a = KEPT.get().take(size);
        if (a == null) {
            a = new ChildArrays(size);
        }
        System.arraycopy(generated, 0, a.moves, 0, n);
        Arrays.fill(a.state, 0, n, ChildState.UNSTARTED);
        Arrays.fill(a.testAlpha, 0, n, 0);
        Arrays.fill(a.failedAt, 0, n, 0);
        Arrays.fill(a.iterationEnd, 0, n, 0);
        Arrays.fill(a.thief, 0, n, 0);
        Arrays.fill(a.childWork, 0, n, 0);
        Arrays.fill(a.research, 0, n, false);
        Arrays.fill(a.reduction, 0, n, 0);
        return a;
    }

    /** Keeps {@code a} for the next frame this thread expands (or lets it go if the thread has enough). */
    static void giveBack(ChildArrays a) {
        KEPT.get().keep(a);
    }

    private static int sizeFor(int n) {
        int size = 0;
        while ((SMALLEST << size) < n) {
            size++;
        }
        if (size >= SIZES) {
            throw new IllegalArgumentException(n + " children: more than a position can have");
        }
        return size;
    }

    /** One thread's arrays, a stack per size. */
    private static final class Kept {
        private final ChildArrays[][] bySize = new ChildArrays[SIZES][16];
        private final int[] count = new int[SIZES];

        ChildArrays take(int size) {
            if (count[size] == 0) {
                return null;
            }
            ChildArrays a = bySize[size][--count[size]];
            bySize[size][count[size]] = null;
            return a;
        }

        void keep(ChildArrays a) {
            int size = a.size;
            if (count[size] == KEPT_PER_SIZE) {
                return;
            }
            if (count[size] == bySize[size].length) {
                bySize[size] = Arrays.copyOf(bySize[size], 2 * count[size]);
            }
            bySize[size][count[size]++] = a;
        }
    }
}
