package jamboree.machine.control;

import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CombiningCallsTest {

    @Test
    void callsAreNumberedInOrderAndOnlyTheirOwnBarrierResultOpensTheBarrier() {
        List<CombineCall> sent = new ArrayList<>();
        CombiningCalls calls = new CombiningCalls(3, sent::add);
        calls.reduce(ReduceOp.ADD, 5, 10);
        calls.enterBarrier(20);
        assertFalse(calls.barrierCompleted());
        assertThrows(IllegalStateException.class, () -> calls.enterBarrier(21));
        calls.scan(ScanDirection.BACKWARD, ReduceOp.MAX, 7, 30);
        calls.barrierDone(0);
        assertFalse(calls.barrierCompleted(), "result #0 was the reduction's, not the barrier's");
        calls.barrierDone(1);
        assertTrue(calls.barrierCompleted());
        calls.routerDone(40);
        assertEquals(List.of(
                new CombineCall(3, 0, CombineKind.REDUCE, ReduceOp.ADD, ScanDirection.FORWARD, 5, 10),
                new CombineCall(3, 1, CombineKind.BARRIER, ReduceOp.OR, ScanDirection.FORWARD, 0, 20),
                new CombineCall(3, 2, CombineKind.SCAN, ReduceOp.MAX, ScanDirection.BACKWARD, 7, 30),
                new CombineCall(3, 3, CombineKind.ROUTER_DONE, ReduceOp.OR, ScanDirection.FORWARD, 0, 40)), sent);
    }
}
