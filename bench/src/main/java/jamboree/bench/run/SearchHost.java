package jamboree.bench.run;

import jamboree.bench.trial.TrialRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A host and how many of a run's searches it made, as the searches' journal lines name it. A run's host times may
 * come from several hosts (a resumed run's earlier sittings, a cluster's members), and a host time means little
 * without its host. "Host" is the whole of {@link HostDescription#text}, so a sitting on the same machine under other
 * JVM options counts as another host: those options set the pace too.
 *
 * @param host     the host's description, or "" for searches whose lines do not name one (journaled by older code)
 * @param searches how many
 */
public record SearchHost(String host, int searches) {

    public SearchHost {
        Objects.requireNonNull(host, "host");
        if (searches < 1) {
            throw new IllegalArgumentException("a host made at least one search, got " + searches);
        }
    }

    /**
     * The hosts of the searches of {@code requests} that {@code kept} holds, the profiled run and searches that were
     * not timed included, in the order of each host's first search among {@code requests}.
     */
    public static List<SearchHost> of(List<TrialRequest> requests, Map<TrialRequest, KeptSearch> kept) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (TrialRequest r : requests) {
            KeptSearch k = kept.get(r);
            if (k != null) {
                counts.merge(k.host(), 1, Integer::sum);
            }
        }
        List<SearchHost> hosts = new ArrayList<>();
        counts.forEach((host, searches) -> hosts.add(new SearchHost(host, searches)));
        return hosts;
    }

    /** Whether the searches' lines name their host. */
    public boolean said() {
        return !host.isEmpty();
    }

    /** "1 search", "1,058 searches". */
    public String count() {
        return searches == 1 ? "1 search" : String.format(Locale.ROOT, "%,d searches", searches);
    }

    /** Where the searches were made, after {@link #count}: "on HOST", or that their lines do not say. */
    public String where() {
        if (said()) {
            return "on " + host;
        }
        return (searches == 1 ? "whose journal line does not name its host"
                : "whose journal lines do not name their host") + " (journaled by older code)";
    }
}
