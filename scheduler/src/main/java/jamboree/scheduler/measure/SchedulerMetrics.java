package jamboree.scheduler.measure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.MessageKind;

/**
 * Micrometer counters for the scheduler's activity statistics, incremented once per search: cycles by Figure 6-9
 * category, steals, table traffic and messages by kind. Registered in the global registry unless another is given.
 */
public final class SchedulerMetrics {
    private final MeterRegistry registry;

    public SchedulerMetrics() {
        this(Metrics.globalRegistry);
    }

    public SchedulerMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    /** Counts what one search measured: its cycles by category, its counters and its messages by kind. */
    public void record(ParallelSearchResult r) {
        String[] labels = r.breakdown().labels();
        long[] values = r.breakdown().values();
        for (int i = 0; i < labels.length; i++) {
            cycles(r.machine(), labels[i], values[i]);
        }
        for (Counter c : Counter.values()) {
            count(r.machine(), c.metricName(), r.counters().get(c));
        }
        for (MessageKind k : MessageKind.values()) {
            messages(r.machine(), k.label(), r.counters().messages(k));
        }
    }

    public void cycles(String machine, String category, long cycles) {
        registry.counter("jamboree.scheduler.cycles", "machine", machine, "category", category).increment(cycles);
    }

    public void count(String machine, String name, long amount) {
        registry.counter("jamboree.scheduler." + name, "machine", machine).increment(amount);
    }

    public void messages(String machine, String kind, long amount) {
        registry.counter("jamboree.scheduler.messages", "machine", machine, "kind", kind).increment(amount);
    }
}
