package jamboree.bench.run;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostMeterTest {

    @Test
    void countsFromItsStartAndKeepsTheHeapsPeaks() {
        AtomicLong wall = new AtomicLong(5_000);
        AtomicLong cpu = new AtomicLong(7_000);
        AtomicLong heap = new AtomicLong(100);
        // Two processors: 400 ticks of the host's, 380 of them busy between the start and the reading.
        AtomicReference<KernelTicks> ticks = new AtomicReference<>(new KernelTicks(1_000, 5_000, 2));
        HostDescription host = new HostDescription("Some CPU", 2, 1L << 34, "Linux", "VM 17", List.of(), List.of());
        HostMeter meter = new HostMeter(() -> new HostSample(wall.get(), cpu.get(), ticks.get()), heap::get, 10_000,
                host);
        wall.addAndGet(1_000_000_000L);
        cpu.addAndGet(1_800_000_000L);
        ticks.set(new KernelTicks(1_380, 5_400, 2));
        meter.collected(900, 300);
        meter.collected(700, 450);
        heap.set(500);
        HostUsage usage = meter.usage();
        assertEquals(new HostUsage(1_000_000_000L, 1_800_000_000L, 1_900_000_000L, 900, 450, 10_000, host), usage);
        assertEquals(1.8, usage.coresBusy(), 1e-12);
        assertEquals(0.1, usage.otherCoresBusy(), 1e-12);
        heap.set(2_000);
        assertEquals(2_000, meter.usage().heapPeakBytes(), "the heap in use when asked counts too");
    }

    @Test
    void aProcessorTimeThatCannotBeReadIsUnknown() {
        AtomicLong wall = new AtomicLong();
        HostMeter meter = new HostMeter(() -> HostSample.wallOnly(wall.get()), () -> HostUsage.UNKNOWN,
                HostUsage.UNKNOWN, HostDescription.UNKNOWN);
        wall.set(3);
        assertEquals(new HostUsage(3, HostUsage.UNKNOWN, HostUsage.UNKNOWN, HostUsage.UNKNOWN, HostUsage.UNKNOWN,
                HostUsage.UNKNOWN, HostDescription.UNKNOWN), meter.usage(), "no collection, no heap figure");
    }

    @Test
    void aCollectionsHeapIsItsHeapPoolsOnly() {
        Map<String, MemoryUsage> pools = Map.of("Eden", new MemoryUsage(0, 300, 400, 500),
                "Old", new MemoryUsage(0, 1_000, 2_000, 3_000), "Metaspace", new MemoryUsage(0, 77, 80, -1));
        assertEquals(1_300, HostMeter.heapUsed(pools, Set.of("Eden", "Old")));
    }

    @Test
    void thisJvmsCollectionsReachTheMeter() throws InterruptedException {
        try (HostMeter meter = HostMeter.start()) {
            System.gc();
            // The collectors tell their listeners on a thread of their own, a little after the collection.
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (meter.usage().heapAfterCollectionBytes() == HostUsage.UNKNOWN && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            HostUsage usage = meter.usage();
            assertTrue(usage.heapAfterCollectionBytes() > 0, usage.text());
            assertTrue(usage.heapPeakBytes() >= usage.heapAfterCollectionBytes(), usage.text());
            // Not the whole description: a container's limits may change between two readings.
            HostDescription host = usage.description();
            HostDescription again = HostDescription.ofThisJvm();
            assertEquals(List.of(again.system(), again.jvm(), again.jvmOptions(), again.collectors()),
                    List.of(host.system(), host.jvm(), host.jvmOptions(), host.collectors()), "its host named");
            assertTrue(host.cores() > 0, "its cores counted");
        }
    }

    @Test
    void thisJvmsMeterSeesWhatTheRunHolds() {
        try (HostMeter meter = HostMeter.start()) {
            byte[] held = new byte[64 << 20];
            held[held.length - 1] = 1;
            HostUsage usage = meter.usage();
            assertTrue(usage.heapPeakBytes() >= held.length, usage.text());
            assertTrue(usage.heapMaxBytes() >= usage.heapPeakBytes(), usage.text());
            assertTrue(usage.cpuNanos() >= 0, "this JVM reads its processor time: " + usage.text());
            assertEquals(1, held[held.length - 1]);
        }
    }

    @Test
    void theHeapsMaximumIsWhatXmxSaysUnderTheParallelCollector() throws Exception {
        // Runtime.maxMemory() leaves a survivor space out under this collector: 256 MB would read about 245 MB.
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xmx256m", "-XX:+UseParallelGC", "-cp",
                System.getProperty("java.class.path"), MaxHeap.class.getName()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child JVM ended");
        assertEquals(256L << 20, Long.parseLong(out), out);
    }

    @Test
    void theHeapsMaximumBoundsWhatTheHeapCommits() {
        long max = HostMeter.maxHeapBytes();
        assertTrue(max >= Runtime.getRuntime().maxMemory(), max + " against " + Runtime.getRuntime().maxMemory());
        long committed = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP).mapToLong(pool -> pool.getUsage().getCommitted())
                .sum();
        assertTrue(max >= committed, "every heap pool together commits at most the maximum: " + committed);
    }

    /** Prints this JVM's heap maximum as the meter reads it. */
    static final class MaxHeap {
        public static void main(String[] args) {
            System.out.println(HostMeter.maxHeapBytes());
        }
    }
}
