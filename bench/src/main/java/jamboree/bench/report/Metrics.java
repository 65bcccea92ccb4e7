package jamboree.bench.report;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import jamboree.bench.model.ModelFit;
import jamboree.bench.run.BenchResult;
import jamboree.bench.tables.BreakdownRow;
import jamboree.bench.trial.Trial;

/** The report's numbers as Prometheus text, so that runs can be collected and compared by monitoring tools. */
final class Metrics {

    private Metrics() {
    }

    static String prometheus(BenchResult result, ModelFit fit) {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        try {
            for (Trial t : result.trials()) {
                Tags tags = Tags.of("suite", t.suite(), "position", t.position(), "processors",
                        Integer.toString(t.processors()), "depth", Integer.toString(t.depth()), "settings",
                        t.settings().label());
                gauge(registry, "jamboree.bench.trial.time", "T: cycles from root search start to result", "cycles",
                        tags, t.time());
                gauge(registry, "jamboree.bench.trial.work", "W: cycles of chess work over all nodes", "cycles", tags,
                        t.work());
                gauge(registry, "jamboree.bench.trial.span", "C: critical path of chess work", "cycles", tags,
                        t.span());
                gauge(registry, "jamboree.bench.trial.nodes", "positions searched", null, tags, t.nodes());
            }
            if (fit != null) {
                gauge(registry, "jamboree.bench.model.c3", "fitted constant term", "seconds", Tags.empty(),
                        fit.model().c3());
                gauge(registry, "jamboree.bench.model.c1", "fitted coefficient of W/P", null, Tags.empty(),
                        fit.model().c1());
                gauge(registry, "jamboree.bench.model.c2", "fitted coefficient of C", null, Tags.empty(),
                        fit.model().c2());
                gauge(registry, "jamboree.bench.model.r", "sample correlation of the fit", null, Tags.empty(),
                        fit.quality().r());
                gauge(registry, "jamboree.bench.model.mre", "mean relative error of the fit", null, Tags.empty(),
                        fit.quality().mre());
                gauge(registry, "jamboree.bench.model.maxe", "maximum relative error of the fit", null, Tags.empty(),
                        fit.quality().maxe());
            }
            for (BreakdownRow r : result.breakdown()) {
                gauge(registry, "jamboree.bench.breakdown", "cycles by activity on the largest machine", "cycles",
                        Tags.of("activity", r.activity()), r.cycles());
            }
            gauge(registry, "jamboree.bench.total.nodes", "positions searched over every trial", null, Tags.empty(),
                    result.totalNodes());
            gauge(registry, "jamboree.bench.total.time", "simulated cycles over every trial", "cycles", Tags.empty(),
                    result.totalCycles());
            return registry.scrape();
        } finally {
            registry.close();
        }
    }

    private static void gauge(PrometheusMeterRegistry registry, String name, String help, String unit, Tags tags,
                              double value) {
        Gauge.Builder<?> b = Gauge.builder(name, () -> value).description(help).tags(tags);
        if (unit != null) {
            b.baseUnit(unit);
        }
        b.register(registry);
    }
}
