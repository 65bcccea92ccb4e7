package jamboree.machine.accounting;

import jamboree.machine.api.Activity;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The ledger of one node. Charges arrive in time order (a node's clock only moves forward), so the timeline is
 * filled by walking the buckets a charge covers.
 *
 * <p>Activities are whatever the program names, so the ledger keeps a counter for each activity it has seen, in the
 * order first charged. A node charges a handful of activities millions of times: finding the counter is an identity
 * test against the last activity charged, then a scan of a few slots, with the activity's flags kept beside it.
 *
 * <p>The timeline is two {@code int}s per bucket for as long as the run's simulated time, on every node: gigabytes for
 * a search of hours on hundreds of nodes. An account made with {@link #NO_TIMELINE} keeps none, for the runs whose
 * timeline nobody draws; its totals are the same.
 */
public final class NodeAccount {

    /** The bucket width of an account that keeps no timeline. */
    public static final long NO_TIMELINE = 0;

    private static final int[] NONE = new int[0];
    private static final int INITIAL_SLOTS = 16;

    private final long bucketCycles;
    /** The activities charged so far, their cycles and their flags, slot by slot. */
    private Activity[] activities = new Activity[INITIAL_SLOTS];
    private long[] cycles = new long[INITIAL_SLOTS];
    private boolean[] busy = new boolean[INITIAL_SLOTS];
    private boolean[] work = new boolean[INITIAL_SLOTS];
    private int slots;
    private Activity lastActivity;
    private int lastSlot;
    private int[] workByBucket = NONE;
    private int[] busyByBucket = NONE;
    private long messagesSent;
    private long packetsSent;
    private long messagesReceived;
    private long failedSends;
    /** The bucket the last busy charge ended in, and its bounds. */
    private int bucket;
    private long bucketStart;
    private long bucketEnd;

    /**
     * @param bucketCycles the width of a bucket of the timeline, or {@link #NO_TIMELINE}
     * @throws IllegalArgumentException if it is negative
     */
    public NodeAccount(long bucketCycles) {
        if (bucketCycles < 0) {
            throw new IllegalArgumentException("a timeline bucket of " + bucketCycles + " cycles");
        }
        this.bucketCycles = bucketCycles;
        this.bucketEnd = bucketCycles;
    }

    /** Records {@code amount} cycles of {@code activity} spent from time {@code start}. */
    public void charge(long start, long amount, Activity activity) {
        if (amount <= 0) {
            return;
        }
        int slot = slotOf(activity);
        cycles[slot] += amount;
        if (!busy[slot] || bucketCycles == NO_TIMELINE) {
            return;
        }
        boolean work = this.work[slot];
        long t = start;
        long end = start + amount;
        // Most charges fall in the bucket of the one before (a node is charged thousands of times per bucket), so
        // the bucket is found by division only when a charge starts outside the last one.
        if (t < bucketStart || t >= bucketEnd) {
            bucket = (int) (t / bucketCycles);
            bucketStart = bucket * bucketCycles;
            bucketEnd = bucketStart + bucketCycles;
        }
        while (true) {
            ensure(bucket);
            int share = (int) (Math.min(end, bucketEnd) - t);
            busyByBucket[bucket] += share;
            if (work) {
                workByBucket[bucket] += share;
            }
            t += share;
            if (t >= end) {
                return;
            }
            bucket++;
            bucketStart = bucketEnd;
            bucketEnd += bucketCycles;
        }
    }

    private int slotOf(Activity activity) {
        if (activity == lastActivity) {
            return lastSlot;
        }
        int slot = find(activity);
        if (slot < 0) {
            slot = add(activity);
        }
        lastActivity = activity;
        lastSlot = slot;
        return slot;
    }

    private int find(Activity activity) {
        for (int i = 0; i < slots; i++) {
            if (activities[i] == activity) {
                return i;
            }
        }
        return -1;
    }

    private int add(Activity activity) {
        Objects.requireNonNull(activity, "activity");
        if (slots == activities.length) {
            int size = slots * 2;
            activities = Arrays.copyOf(activities, size);
            cycles = Arrays.copyOf(cycles, size);
            busy = Arrays.copyOf(busy, size);
            work = Arrays.copyOf(work, size);
        }
        activities[slots] = activity;
        busy[slots] = activity.isBusy();
        work[slots] = activity.isWork();
        return slots++;
    }

    private void ensure(int bucket) {
        if (bucket >= busyByBucket.length) {
            int size = Math.max(bucket + 1, busyByBucket.length * 2);
            busyByBucket = Arrays.copyOf(busyByBucket, size);
            workByBucket = Arrays.copyOf(workByBucket, size);
        }
    }

    public void countSend(int packets) {
        messagesSent++;
        packetsSent += packets;
    }

    public void countReceive() {
        messagesReceived++;
    }

    public void countFailedSend() {
        failedSends++;
    }

    /** Cycles charged to {@code activity} (0 if it was never charged). */
    public long cycles(Activity activity) {
        int slot = find(activity);
        return slot < 0 ? 0 : cycles[slot];
    }

    /** The activities charged at least one cycle, in the order they were first charged. */
    public List<Activity> activities() {
        return List.of(Arrays.copyOf(activities, slots));
    }

    /** Cycles charged to every activity together. */
    public long total() {
        long sum = 0;
        for (int i = 0; i < slots; i++) {
            sum += cycles[i];
        }
        return sum;
    }

    public long messagesSent() {
        return messagesSent;
    }

    public long packetsSent() {
        return packetsSent;
    }

    public long messagesReceived() {
        return messagesReceived;
    }

    public long failedSends() {
        return failedSends;
    }

    /** The width of a bucket of the timeline, or {@link #NO_TIMELINE}. */
    long bucketCycles() {
        return bucketCycles;
    }

    int[] workByBucket() {
        return workByBucket;
    }

    int[] busyByBucket() {
        return busyByBucket;
    }
}
