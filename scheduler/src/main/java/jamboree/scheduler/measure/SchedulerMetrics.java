package jamboree.scheduler.measure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;

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
