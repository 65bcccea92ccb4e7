package jamboree.bench.run;

import jamboree.bench.trial.Settings;

import java.util.List;

/**
 * One ablation: the main suite on P nodes under each of {@code columns}.
 *
 * @param name       a file-friendly name
 * @param title      the caption in the report
 * @param processors P
 * @param columns    the settings compared, the baseline first
 */
public record AblationSpec(String name, String title, int processors, List<Settings> columns) {

    public AblationSpec {
        columns = List.copyOf(columns);
    }
}
