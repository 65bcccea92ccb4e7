package jamboree.machine.control;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CombiningTableTest {

    @Test
    void theThesisScanExample() {
        // Section 2.3: a forward + scan of <3,2,0,4,2,6,5,8> gives <0,3,5,5,9,11,17,22>.
        long[] in = {3, 2, 0, 4, 2, 6, 5, 8};
        CombiningTable table = new CombiningTable(in.length);
        Combined done = null;
        for (int i = 0; i < in.length; i++) {
            done = table.add(new CombineCall(i, 0, CombineKind.SCAN, ReduceOp.ADD, ScanDirection.FORWARD, in[i],
                    10L * i));
        }
        long[] expected = {0, 3, 5, 5, 9, 11, 17, 22};
        for (int i = 0; i < in.length; i++) {
            assertEquals(new ControlResult.Scanned(0, ScanDirection.FORWARD, ReduceOp.ADD, expected[i]),
                    done.resultFor(i));
        }
        assertEquals(70, done.lastEntry());
        assertEquals(0, table.openOperations());
    }

    @Test
    void operationsCompleteOnlyWhenEveryNodeJoinedAndMayOverlap() {
        CombiningTable table = new CombiningTable(3);
        assertNull(table.add(new CombineCall(0, 0, CombineKind.BARRIER, ReduceOp.OR, ScanDirection.FORWARD, 0, 5)));
        assertNull(table.add(new CombineCall(0, 1, CombineKind.REDUCE, ReduceOp.MAX, ScanDirection.FORWARD, -4, 6)));
        assertNull(table.add(new CombineCall(1, 0, CombineKind.BARRIER, ReduceOp.OR, ScanDirection.FORWARD, 0, 9)));
        assertEquals(2, table.openOperations());
        Combined barrier = table.add(new CombineCall(2, 0, CombineKind.BARRIER, ReduceOp.OR, ScanDirection.FORWARD,
                0, 7));
        assertEquals(new ControlResult.BarrierCompleted(0), barrier.resultFor(1));
        assertEquals(9, barrier.lastEntry());
        assertNull(table.add(new CombineCall(2, 1, CombineKind.REDUCE, ReduceOp.MAX, ScanDirection.FORWARD, -9, 8)));
        Combined max = table.add(new CombineCall(1, 1, CombineKind.REDUCE, ReduceOp.MAX, ScanDirection.FORWARD, -7,
                8));
        assertEquals(new ControlResult.Reduced(1, ReduceOp.MAX, -4), max.resultFor(0));
    }

    @Test
    void mismatchedOrRepeatedCallsAreErrors() {
        CombiningTable table = new CombiningTable(2);
        table.add(new CombineCall(0, 0, CombineKind.REDUCE, ReduceOp.ADD, ScanDirection.FORWARD, 1, 0));
        assertThrows(IllegalStateException.class, () -> table.add(new CombineCall(1, 0, CombineKind.REDUCE,
                ReduceOp.XOR, ScanDirection.FORWARD, 1, 0)));
        assertThrows(IllegalStateException.class, () -> table.add(new CombineCall(0, 0, CombineKind.REDUCE,
                ReduceOp.ADD, ScanDirection.FORWARD, 1, 0)));
    }

    @Test
    void anOperationAfterACompletedOneStartsWithNobodyJoined() {
        CombiningTable table = new CombiningTable(2);
        for (long sequence = 0; sequence < 3; sequence++) {
            assertNull(table.add(new CombineCall(1, sequence, CombineKind.BARRIER, ReduceOp.OR,
                    ScanDirection.FORWARD, 0, 10 * sequence)));
            Combined barrier = table.add(new CombineCall(0, sequence, CombineKind.BARRIER, ReduceOp.OR,
                    ScanDirection.FORWARD, 0, 10 * sequence + 3));
            assertEquals(new ControlResult.BarrierCompleted(sequence), barrier.resultFor(0));
            assertEquals(10 * sequence + 3, barrier.lastEntry());
        }
        assertNull(table.add(new CombineCall(0, 3, CombineKind.SCAN, ReduceOp.ADD, ScanDirection.BACKWARD, 5, 40)));
        assertEquals(1, table.openOperations());
        Combined scan = table.add(new CombineCall(1, 3, CombineKind.SCAN, ReduceOp.ADD, ScanDirection.BACKWARD, 7,
                35));
        assertEquals(new ControlResult.Scanned(3, ScanDirection.BACKWARD, ReduceOp.ADD, 7), scan.resultFor(0));
        assertEquals(new ControlResult.Scanned(3, ScanDirection.BACKWARD, ReduceOp.ADD, 0), scan.resultFor(1));
        assertEquals(40, scan.lastEntry());
        assertEquals(0, table.openOperations());
    }
}
