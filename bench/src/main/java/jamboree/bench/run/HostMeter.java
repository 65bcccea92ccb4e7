package jamboree.bench.run;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.HotSpotDiagnosticMXBean;

import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Measures what a run takes of its host ({@link HostUsage}) from the moment it is started to the moment
 * {@link #usage()} is asked. The clocks and the heap are injected, so that a test can drive them; {@link #start()}
 * reads this JVM's, and listens to its collections for the heap's peaks until it is closed.
 *
 * <p>The heap is sampled at collections rather than polled: its use only grows between two collections, so the
 * moment before each is its peak, and no sampling thread competes with the run for the host.
 */
public final class HostMeter implements AutoCloseable {

    private final Supplier<HostSample> clocks;
    private final LongSupplier heapUsedBytes;
    private final long heapMaxBytes;
    private final HostDescription description;
    private final HostSample start;
    private final List<Runnable> detach = new ArrayList<>();
    private long heapPeak;
    private long heapAfterCollection = HostUsage.UNKNOWN;

    /**
     * @param clocks        the wall clock, the process's processor time and the whole host's ticks, read together
     * @param heapUsedBytes the heap in use now, or {@link HostUsage#UNKNOWN}
     * @param heapMaxBytes  the most heap the process may use, or {@link HostUsage#UNKNOWN}
     * @param description   the host the figures are measured on
     */
    HostMeter(Supplier<HostSample> clocks, LongSupplier heapUsedBytes, long heapMaxBytes,
              HostDescription description) {
        this.clocks = clocks;
        this.heapUsedBytes = heapUsedBytes;
        this.heapMaxBytes = heapMaxBytes;
        this.description = description;
        this.start = clocks.get();
        this.heapPeak = heapUsedBytes.getAsLong();
    }

    /** A meter of this JVM, listening to its collectors until closed. */
    public static HostMeter start() {
        HostMeter meter = new HostMeter(HostSample::now,
                () -> ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), maxHeapBytes(),
                HostDescription.ofThisJvm());
        meter.listenToCollections();
        return meter;
    }

    /**
     * The heap this JVM may grow to, as {@code -Xmx} says, or {@link HostUsage#UNKNOWN}. Not
     * {@code Runtime.maxMemory()}: the parallel collector leaves one survivor space out of that, a survivor space whose
     * size it adapts as it runs, so that a run's heap in use, summed over every pool, came out above its "maximum"
     * (5.78 GB in use of 5.33 GB, under {@code -Xmx6g}).
     */
    static long maxHeapBytes() {
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            if (vm != null) {
                return Long.parseLong(vm.getVMOption("MaxHeapSize").getValue());
            }
        } catch (IllegalArgumentException e) {
            // A JVM without the option (the parse's NumberFormatException is one too): fall back below.
        }
        long max = Runtime.getRuntime().maxMemory();
        return max == Long.MAX_VALUE ? HostUsage.UNKNOWN : max;
    }

    /** Processor time of this JVM so far (every thread's), or {@link HostUsage#UNKNOWN} where it cannot be read. */
    public static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long nanos = os.getProcessCpuTime();
            return nanos < 0 ? HostUsage.UNKNOWN : nanos;
        }
        return HostUsage.UNKNOWN;
    }

    /** A collection happened: the heap held {@code beforeBytes} when it began and {@code afterBytes} when it ended. */
    synchronized void collected(long beforeBytes, long afterBytes) {
        heapPeak = Math.max(heapPeak, beforeBytes);
        heapAfterCollection = Math.max(heapAfterCollection, afterBytes);
    }

    /** The host the figures are measured on. */
    public HostDescription description() {
        return description;
    }

    /** What the run has taken so far. */
    public synchronized HostUsage usage() {
        long now = heapUsedBytes.getAsLong();
        heapPeak = Math.max(heapPeak, now);
        HostSample end = clocks.get();
        return new HostUsage(end.wallSince(start), end.cpuSince(start), end.hostCpuSince(start), heapPeak,
                heapAfterCollection, heapMaxBytes, description);
    }

    /** Stops listening to the collectors. */
    @Override
    public void close() {
        detach.forEach(Runnable::run);
        detach.clear();
    }

    private void listenToCollections() {
        Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP).map(MemoryPoolMXBean::getName)
                .collect(Collectors.toUnmodifiableSet());
        NotificationListener listener = (notification, handback) -> onNotification(notification, heapPools);
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (collector instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(listener, null, null);
                detach.add(() -> {
                    try {
                        emitter.removeNotificationListener(listener);
                    } catch (ListenerNotFoundException e) {
                        // Already gone: nothing left to detach.
                    }
                });
            }
        }
    }

    private void onNotification(Notification notification, Set<String> heapPools) {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        var info = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData()).getGcInfo();
        collected(heapUsed(info.getMemoryUsageBeforeGc(), heapPools),
                heapUsed(info.getMemoryUsageAfterGc(), heapPools));
    }

    /** The heap in use according to a collection's pool figures: the heap pools' only. */
    static long heapUsed(Map<String, MemoryUsage> pools, Set<String> heapPools) {
        long used = 0;
        for (Map.Entry<String, MemoryUsage> pool : pools.entrySet()) {
            if (heapPools.contains(pool.getKey())) {
                used += pool.getValue().getUsed();
            }
        }
        return used;
    }
}
