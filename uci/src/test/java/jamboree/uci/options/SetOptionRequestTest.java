package jamboree.uci.options;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SetOptionRequestTest {

    private static SetOptionRequest parse(String text) {
        return SetOptionRequest.parse(List.of(text.trim().split("\\s+")));
    }

    @Test
    void namesAndValuesMayContainSpaces() {
        assertEquals(new SetOptionRequest("Move Overhead", "30"), parse("name Move Overhead value 30"));
        assertEquals(new SetOptionRequest("Log File", "a b  c"), new SetOptionRequest("Log File", "a b  c"));
        assertEquals(new SetOptionRequest("Log File", "a b c"), parse("name Log File value a   b c"));
    }

    @Test
    void buttonsHaveNoValue() {
        assertEquals(new SetOptionRequest("Clear Hash", null), parse("name Clear Hash"));
        assertEquals(new SetOptionRequest("Hash", ""), parse("name Hash value"));
    }

    @Test
    void keywordsAreCaseInsensitiveAndJunkBeforeNameIsSkipped() {
        assertEquals(new SetOptionRequest("Hash", "8"), parse("junk NAME Hash VALUE 8"));
    }

    @Test
    void missingNameIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> SetOptionRequest.parse(List.of()));
        assertThrows(IllegalArgumentException.class, () -> parse("Hash value 8"));
        assertThrows(IllegalArgumentException.class, () -> parse("name value 8"));
    }
}
