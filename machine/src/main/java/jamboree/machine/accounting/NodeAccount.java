package jamboree.machine.accounting;

import jamboree.machine.api.Activity;

import java.util.Arrays;

/**
 * The ledger of one node. Charges arrive in time order (a node's clock only moves forward), so the timeline is
 * filled by walking the buckets a charge covers.
 */
public final class NodeAccount {

    private static final Activity[] ACTIVITIES = Activity.values();
    private static final int[] NONE = new int[0];

    private final long bucketCycles;
    private final long[] cycles = new long[ACTIVITIES.length];
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

    public NodeAccount(long bucketCycles) {
        this.bucketCycles = bucketCycles;
        this.bucketEnd = bucketCycles;
    }

    /** Records {@code amount} cycles of {@code activity} spent from time {@code start}. */
    public void charge(long start, long amount, Activity activity) {
        if (amount <= 0) {
            return;
        }
        cycles[activity.ordinal()] += amount;
        if (!activity.isBusy()) {
            return;
        }
        boolean work = activity.isWork();
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

    public long cycles(Activity activity) {
        return cycles[activity.ordinal()];
    }

    /** Cycles charged to every activity together. */
    public long total() {
        long sum = 0;
        for (long c : cycles) {
            sum += c;
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
