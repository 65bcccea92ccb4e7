package jamboree.uci.protocol;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InputAheadTest {

    private static InputAhead input(String text) {
        return new InputAhead(new BufferedReader(new StringReader(text)));
    }

    /** Idle after {@code polls} looks. */
    private static BooleanSupplier idleAfter(int polls) {
        int[] left = {polls};
        return () -> left[0]-- <= 0;
    }

    @Test
    void aStopRightBehindTheGoEndsTheWaitAndIsConsumed() throws Exception {
        InputAhead in = input("stop\nisready\n");
        assertTrue(in.awaitUnlessStop(() -> false), "never idle, but the stop ends the wait");
        assertEquals("isready", in.next());
        assertNull(in.next());
    }

    @Test
    void aStopAfterOtherLinesWaitsItsTurn() throws Exception {
        InputAhead in = input("isready\n\0stop\0\n");
        assertFalse(in.awaitUnlessStop(idleAfter(3)));
        assertEquals("isready", in.next());
        assertEquals("\0stop\0", in.next(), "kept as it came, for the loop to handle in order");
    }

    @Test
    void theEndOfInputDuringTheWaitIsKeptForLater() throws Exception {
        InputAhead in = input("position startpos\n");
        assertFalse(in.awaitUnlessStop(idleAfter(3)));
        assertEquals("position startpos", in.next());
        assertNull(in.next());
    }
}
