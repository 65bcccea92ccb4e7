package jamboree.bench.run;

import jamboree.bench.trial.TrialRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a run's searches cost the host, by suite, configuration and machine size: the simulator's own cost, which the
 * simulated figures do not show. Host times vary from host to host and from run to run, so none of this is part of
 * the signature, and a report compared for its simulated figures leaves it out.
 *
 * @param rows  one for each suite, configuration and machine size with a timed search, in the plan's order
 * @param hosts the hosts that made the run's searches, this sitting's and recalled ones, the profiled run and the
 *              untimed ones included ({@link SearchHost#of}): which hosts the times are of
 */
public record HostCosts(List<Row> rows, List<SearchHost> hosts) {

    /** No search timed: a result made without a host clock, or with its host figures taken out. */
    public static final HostCosts NONE = new HostCosts(List.of(), List.of());

    /**
     * The timed searches of one suite and configuration on one machine size.
     *
     * @param suite         the suite's name
     * @param configuration the settings' name ("defaults", "thesis", or an ablation's label)
     * @param processors    P
     * @param host          what its timed searches cost the host
     */
    public record Row(String suite, String configuration, int processors, HostTime host) {
    }

    public HostCosts {
        rows = List.copyOf(rows);
        hosts = List.copyOf(hosts);
    }

    /**
     * The costs of {@code requests} (in their order) that {@code timings} holds timed: what each search measured and
     * took of its host, made by this run or recalled from an earlier one. The profiled run is left out: it records its
     * profiles, which no other search of its group does.
     */
    static HostCosts of(List<TrialRequest> requests, Map<TrialRequest, KeptSearch> timings) {
        Map<List<Object>, Row> rows = new LinkedHashMap<>();
        for (TrialRequest r : requests) {
            KeptSearch k = timings.get(r);
            if (r.recordProfiles() || k == null || !k.timed()) {
                continue;
            }
            HostTime one = HostTime.of(List.of(k));
            rows.merge(List.of(r.suite(), r.settings().name(), r.processors()),
                    new Row(r.suite(), r.settings().name(), r.processors(), one),
                    (a, b) -> new Row(a.suite(), a.configuration(), a.processors(), a.host().plus(b.host())));
        }
        return new HostCosts(new ArrayList<>(rows.values()), SearchHost.of(requests, timings));
    }

    /** The row of {@code row}'s suite and configuration on one node, if there is one. */
    public Optional<Row> oneNode(Row row) {
        return rows.stream().filter(r -> r.processors() == 1 && r.suite().equals(row.suite())
                && r.configuration().equals(row.configuration())).findFirst();
    }
}
