package jamboree.bench.report;

import jamboree.bench.run.BenchResult;
import jamboree.bench.run.ConfigurationSettings;
import jamboree.scheduler.config.Switch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The scheduler settings each configuration of the run searched with, so that a reader can re-run it: a table of
 * the settings on the largest machine (CSV, HTML and the JSON's tables), the global table's entries on every machine
 * size and the cycle costs, and one object per configuration in the JSON's description of the run. Every row comes
 * from {@link ConfigurationSettings}, which reads the switches from their enum and the other keys from the
 * configuration itself, so no list of settings is kept here.
 */
final class SettingsSection {

    private final List<ConfigurationSettings> configurations;
    private final Map<String, String> machine;
    private final String noCommands;
    private final int largest;
    private final Table settings;
    private final Table tableEntries;
    private final Table costs;

    /** @param noCommands why the run's searches have no commands ({@link SearchCommands#refusal()}), or null */
    SettingsSection(BenchResult result, String noCommands) {
        configurations = result.configurationSettings();
        machine = result.machine();
        this.noCommands = noCommands;
        largest = configurations.get(0).largestMachine();
        settings = settings();
        tableEntries = tableEntries();
        costs = costs();
    }

    /** The tables, in page order. */
    List<Table> tables() {
        return List.of(settings, tableEntries, costs);
    }

    /** The label of the row of the global table's entries in all on the largest machine. */
    static String inAllRow(int processors) {
        return "global table's entries in all on " + processors + " nodes";
    }

    private Table settings() {
        List<String> header = header("setting");
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("label in the tables", ConfigurationSettings::label));
        rows.add(row("profile", ConfigurationSettings::profile));
        for (String key : configurations.get(0).values().keySet()) {
            rows.add(row(key, c -> String.valueOf(c.values().getOrDefault(key, ""))));
            if (key.equals(Switch.TABLE_ENTRIES_PER_NODE.key())) {
                rows.add(row(inAllRow(largest), c -> Long.toString(c.tableEntriesInAll(largest))));
            }
        }
        return new Table("settings.csv", "Scheduler settings each configuration ran with, on the largest machine ("
                + largest + " nodes): keys of jamboree.scheduler", header, rows);
    }

    private Table tableEntries() {
        List<String> header = new ArrayList<>(List.of("P (nodes)"));
        for (ConfigurationSettings c : configurations) {
            header.add(c.name() + ": entries per node");
            header.add(c.name() + ": entries in all");
        }
        List<List<String>> rows = new ArrayList<>();
        for (int p : configurations.get(0).tableEntriesPerNode().keySet()) {
            List<String> row = new ArrayList<>(List.of(Integer.toString(p)));
            for (ConfigurationSettings c : configurations) {
                row.add(Integer.toString(c.tableEntriesPerNode().get(p)));
                row.add(Long.toString(c.tableEntriesInAll(p)));
            }
            rows.add(row);
        }
        return new Table("settings-table-entries.csv", "The global table on every machine size of the sweep",
                header, rows);
    }

    private Table costs() {
        List<List<String>> rows = new ArrayList<>();
        for (String key : configurations.get(0).costs().keySet()) {
            rows.add(row(key, c -> String.valueOf(c.costs().getOrDefault(key, ""))));
        }
        return new Table("settings-costs.csv", "Cycles charged per operation: the cost model, calibrated from"
                        + " Figure 6-10's shares of StarTech's chess work; the shares a run gives follow the operations"
                        + " its trees perform",
                header("setting"), rows);
    }

    private List<String> header(String first) {
        List<String> header = new ArrayList<>(List.of(first));
        configurations.forEach(c -> header.add(c.name()));
        return header;
    }

    private List<String> row(String name, Function<ConfigurationSettings, String> cell) {
        List<String> row = new ArrayList<>(List.of(name));
        configurations.forEach(c -> row.add(cell.apply(c)));
        return row;
    }

    /** The section of the page, after the run's description. */
    String html() {
        return "<h2>Scheduler settings</h2>\n<p>Each configuration swept over the machine sizes searched with these"
                + " settings of the scheduler (the keys of <code>jamboree.scheduler</code> in the scheduler's"
                + " <code>reference.conf</code>; a run sets one with the JVM option"
                + " <code>-Djamboree.scheduler.KEY=VALUE</code>, which the launcher takes in"
                + " <code>JAMBOREE_JAVA_OPTS</code>). They are the same on every machine size but the global table's"
                + " entries per node, which share out <code>table-entries-total</code> when it is set (<code>--scale"
                + " thesis</code> sets it, and <code>serial-depth</code> unless the run names one); the values below"
                + " are the largest machine's. The ablations' columns start from the defaults' settings and"
                + " change only the switches their labels name. A value the machine chooses is shown as set:"
                + " <code>serialization-children</code> and <code>pv-serial-children</code> of -1 are the thesis's 1"
                + " and 0 on the simulated CM-5, <code>full-split-depth</code> of 0 is 6 there.</p>\n" + settings.html()
                + "<details><summary>the global table on every machine size; the cycle costs</summary>"
                + tableEntries.html() + costs.html() + "</details>\n" + machineAndCommands();
    }

    /** The machine's parameters the run changed, and where each search's command is. */
    private String machineAndCommands() {
        StringBuilder h = new StringBuilder("<p>The simulated CM-5 had the parameters of the machine's"
                + " <code>reference.conf</code> (docs/machine.md)");
        if (machine.isEmpty()) {
            h.append(", none changed.");
        } else {
            h.append(" but for these, which the run set (with <code>--set</code> or as <code>-Djamboree.machine"
                    + "</code> options):");
            machine.forEach((key, value) -> h.append(" <code>").append(Html.escape(key + "=" + value))
                    .append("</code>"));
            h.append('.');
        }
        if (noCommands == null) {
            h.append(" Each search of the run, as the <code>jamboree search --machine cm5</code> command that makes it"
                    + " again alone (the same T, W and C, with its iterations, and with <code>--json</code> its"
                    + " profiles), with the figures it gave: <a href=\"").append(SearchCommands.FILE).append("\">")
                    .append(SearchCommands.FILE).append("</a>.");
        } else {
            h.append(" Its searches cannot be made again by a command alone: the run's scheduler configuration sets ")
                    .append(Html.escape(noCommands)).append('.');
        }
        return h.append("</p>\n").toString();
    }

    /** One object per configuration, for the run's description in {@code report.json}. */
    List<Map<String, Object>> json() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ConfigurationSettings c : configurations) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("name", c.name());
            o.put("label", c.label());
            o.put("profile", c.profile());
            o.put("settingsOnProcessors", c.largestMachine());
            o.put("settings", c.values());
            List<Integer> sizes = List.copyOf(c.tableEntriesPerNode().keySet());
            o.put("processors", sizes);
            o.put("tableEntriesPerNode", sizes.stream().map(c.tableEntriesPerNode()::get).toList());
            o.put("tableEntriesInAll", sizes.stream().map(c::tableEntriesInAll).toList());
            o.put("costs", c.costs());
            out.add(o);
        }
        return out;
    }
}
