package jamboree.machine.control;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MessageBalanceTest {

    @Test
    void quiescenceNeedsEveryNodeIdleAndEveryMessageReceived() {
        MessageBalance b = new MessageBalance(2);
        assertFalse(b.idleReport(0, 3, 0, false), "node 1 has not reported");
        assertFalse(b.idleReport(1, 0, 2, false), "one message is still on its way");
        assertTrue(b.idleReport(1, 0, 3, false));
        assertFalse(b.idleReport(0, 3, 0, true), "a node sleeping until a wake-up is not idle");
        assertTrue(b.idleReport(0, 3, 0, false));
        b.controlSent(2);
        assertFalse(b.idleReport(0, 3, 0, false), "two control results not yet received");
        assertTrue(b.idleReport(0, 3, 2, false));
    }

    @Test
    void aConfirmationFailsIfANodeMovedSinceItsReport() {
        MessageBalance b = new MessageBalance(2);
        b.idleReport(0, 1, 0, false);
        assertTrue(b.idleReport(1, 0, 1, false));
        long round = b.startConfirm();
        assertFalse(b.confirm(round, 0, 1, 0, true));
        assertFalse(b.confirm(round, 1, 0, 2, true), "node 1 received a message since its report");
        long again = b.startConfirm();
        assertFalse(b.confirm(round, 0, 1, 0, true), "an answer to the old round counts for nothing");
        assertFalse(b.confirm(again, 0, 1, 0, true));
        assertTrue(b.confirm(again, 1, 0, 1, true));
    }

    @Test
    void routerDoneWhenTheCountsOfARoundBalance() {
        MessageBalance b = new MessageBalance(3);
        long round = b.startCount();
        assertTrue(b.counting(round));
        assertFalse(b.count(2, 0));
        assertFalse(b.countComplete());
        assertFalse(b.count(0, 1));
        assertFalse(b.count(0, 0), "one message of the two sent is still in the network");
        assertTrue(b.countComplete());
        long next = b.startCount();
        assertFalse(b.counting(round));
        b.count(2, 0);
        b.count(0, 1);
        assertTrue(b.count(0, 1));
        assertTrue(b.counting(next));
    }
}
