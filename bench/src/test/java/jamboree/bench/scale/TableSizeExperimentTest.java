package jamboree.bench.scale;

import jamboree.bench.run.AblationSpec;
import jamboree.bench.tables.TableSizeRow;
import jamboree.bench.tables.TableSizeTable;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableSizeExperimentTest {

    private static List<Integer> entriesPerNode(AblationSpec spec) {
        return spec.columns().stream().map(s -> (Integer) s.switches().get(Switch.TABLE_ENTRIES_PER_NODE)).toList();
    }

    @Test
    void itsTablesAreTheThesissLinesAndItRunsOnOneNodeAsTheThesissSerialProgramDid() {
        List<Long> thesis = TableSizeTable.THESIS.stream().map(TableSizeRow.Thesis::entries).filter(e -> e > 0)
                .toList();
        assertEquals(thesis, TableSizeExperiment.TOTAL_ENTRIES.stream().map(Integer::longValue).toList());
        AblationSpec spec = TableSizeExperiment.on(TableSizeExperiment.PROCESSORS);
        assertEquals(1, spec.processors());
        assertEquals("table-size-p1", spec.name());
        assertEquals(TableSizeExperiment.TOTAL_ENTRIES, entriesPerNode(spec));
        assertTrue(spec.title().startsWith("Global table entries on one node (Figure 6-1)"), spec.title());
    }

    @Test
    void onALargerMachineEachNodeHoldsItsShareOfTheSameTablesInAll() {
        AblationSpec spec = TableSizeExperiment.on(32);
        assertEquals(List.of(1 << 11, 1 << 12, 1 << 13, 1 << 14, 1 << 15, 1 << 16, 1 << 17, 1 << 18, 1 << 19),
                entriesPerNode(spec));
        assertEquals("Global table entries on 32 nodes (Figure 6-1)", spec.title());
    }

    @Test
    void aTableSmallerThanTheMachineHasNoColumnAndABadSizeIsRefused() {
        assertEquals(List.of(1, 2), entriesPerNode(TableSizeExperiment.on(4, List.of(2, 4, 8), Set.of())));
        assertThrows(IllegalArgumentException.class, () -> TableSizeExperiment.on(16, List.of(2, 4, 8), Set.of()));
        assertThrows(IllegalArgumentException.class, () -> TableSizeExperiment.on(1, List.of(3), Set.of()));
    }

    @Test
    void theTablesFollowTheRunsOwnTableFromAThousandthToAQuarter() {
        assertEquals(List.of(1 << 4, 1 << 5, 1 << 6, 1 << 7, 1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12),
                TableSizeExperiment.totalsBelow(1 << 14));
        assertEquals(List.of(1, 2, 4, 8), TableSizeExperiment.totalsBelow(32), "never below one entry");
    }
}
