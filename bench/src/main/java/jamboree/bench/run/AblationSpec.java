package jamboree.bench.run;

import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * One ablation: the main suite on P nodes under each of {@code columns}, but for the positions it leaves out.
 *
 * @param name       a file-friendly name
 * @param title      the caption in the report
 * @param processors P
 * @param columns    the settings compared, the baseline first
 * @param leftOut    the ids of the main suite's positions the ablation does not search, in no column (so that its
 *                   columns stay comparable); usually none
 */
public record AblationSpec(String name, String title, int processors, List<Settings> columns, Set<String> leftOut) {

    public AblationSpec {
        columns = List.copyOf(columns);
        leftOut = Set.copyOf(leftOut);
    }

    /** An ablation over the whole main suite. */
    public AblationSpec(String name, String title, int processors, List<Settings> columns) {
        this(name, title, processors, columns, Set.of());
    }

    /** Whether the ablation searches {@code position} of the main suite. */
    public boolean searches(SuitePosition position) {
        return !leftOut.contains(position.id());
    }

    /** The positions left out, sorted: for the plan's fingerprint and the report. */
    public List<String> leftOutSorted() {
        return List.copyOf(new TreeSet<>(leftOut));
    }
}
