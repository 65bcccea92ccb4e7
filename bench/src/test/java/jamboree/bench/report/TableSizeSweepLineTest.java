package jamboree.bench.report;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.run.BenchResult;
import jamboree.bench.tables.TableSizeRow;
import jamboree.bench.tables.TableSizeTable;
import jamboree.bench.trial.Trial;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Figure 6-1's line for the main sweep's own table, beside the experiment's columns. */
class TableSizeSweepLineTest {

    private static final BenchResult RESULT = SyntheticResults.thesisScale(10, 16, 4);
    private static final AblationSpec SPEC = RESULT.plan().ablations().stream().filter(TableSizeTable::isTableSizes)
            .findFirst().orElseThrow();
    private static final List<Trial> MAIN = RESULT.trials().stream()
            .filter(t -> t.suite().equals(RESULT.plan().suite().name())).toList();

    @Test
    void aTableNoColumnHasAddsTheSweepsSearchesOnThatMachineInOrderOfSize() {
        List<TableSizeRow> rows = TableSizeTable.withSweep(SPEC, MAIN, RESULT.sweep(), 1 << 14);
        assertEquals(List.of(1 << 11, 1 << 12, 1 << 13, 1 << 14), rows.stream().map(TableSizeRow::entriesPerNode)
                .toList());
        assertEquals(List.of(false, false, false, true), rows.stream().map(TableSizeRow::sweep).toList());
        TableSizeRow sweep = rows.get(3);
        List<Trial> mine = RESULT.sweep().stream().filter(t -> t.processors() == 4 && !t.position().equals("k02"))
                .toList();
        assertEquals(9, mine.size(), "the experiment leaves k02 out, and so does its sweep line");
        assertEquals(mine.stream().mapToLong(Trial::nodes).sum(), sweep.positions());
        assertEquals(mine.stream().mapToDouble(Trial::seconds).sum(), sweep.allSeconds(), 1e-9);
        assertEquals((1 << 14) * 4L, sweep.totalEntries());
        assertEquals(9, sweep.searches());
        assertEquals(rows.get(0).searches(), sweep.searches());
    }

    @Test
    void aTableAColumnHasOrAMachineTheSweepLacksAddsNothing() {
        assertEquals(TableSizeTable.of(SPEC, MAIN), TableSizeTable.withSweep(SPEC, MAIN, RESULT.sweep(), 1 << 13));
        List<Trial> elsewhere = RESULT.sweep().stream().filter(t -> t.processors() != 4).toList();
        assertEquals(TableSizeTable.of(SPEC, MAIN), TableSizeTable.withSweep(SPEC, MAIN, elsewhere, 1 << 14));
        assertFalse(TableSizeTable.of(SPEC, MAIN).stream().anyMatch(TableSizeRow::sweep));
    }

    @Test
    void theReportMarksTheSweepsLineInTheTableAndTheChart() {
        List<TableSizeRow> rows = TableSizeTable.withSweep(SPEC, MAIN, RESULT.sweep(), 1 << 14);
        Table table = ThesisTables.tableSizes(SPEC.name(), 4, rows);
        String html = table.html();
        assertTrue(html.contains("the sweep's own table") && html.contains("experiment"), html);
        assertTrue(ThesisCharts.tableSizes(4, rows).contains("the sweep's own table"));
        assertFalse(ThesisCharts.tableSizes(4, TableSizeTable.of(SPEC, MAIN)).contains("the sweep's own table"));
    }
}
