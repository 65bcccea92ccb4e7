package jamboree.uci.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SoakCommandTest {

    @Test
    void anEngineOptionIsNameEqualsValueAndTheNameMayHaveSpaces() {
        assertEquals("setoption name Threads value 2", SoakCommand.setoption("Threads=2"));
        assertEquals("setoption name Parallel Algorithm value Lazy SMP",
                SoakCommand.setoption("Parallel Algorithm=Lazy SMP"));
        assertEquals("an engine option is NAME=VALUE, got '=2'",
                assertThrows(IllegalArgumentException.class, () -> SoakCommand.setoption("=2")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SoakCommand.setoption("Threads"));
    }
}
