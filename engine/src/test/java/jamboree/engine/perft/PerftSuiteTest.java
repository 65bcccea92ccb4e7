package jamboree.engine.perft;

import jamboree.engine.notation.Fen;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** Every count of the shipped perft.epd up to a node budget that keeps the whole suite to a few seconds. */
class PerftSuiteTest {
    /** Counts above this are left to {@code jamboree perft --suite}. */
    private static final long NODE_BUDGET = 20_000_000L;

    @TestFactory
    List<DynamicTest> everyCountWithinBudget() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : suiteLines()) {
            String[] parts = line.split(";");
            String fen = parts[0].trim();
            for (int i = 1; i < parts.length; i++) {
                String[] op = parts[i].trim().split("\\s+");
                int depth = Integer.parseInt(op[0].substring(1));
                long expected = Long.parseLong(op[1]);
                if (expected <= NODE_BUDGET) {
                    tests.add(DynamicTest.dynamicTest(fen + " depth " + depth,
                            () -> assertEquals(expected, Perft.count(Fen.parse(fen), depth))));
                }
            }
        }
        return tests;
    }

    static List<String> suiteLines() throws IOException {
        try (InputStream in = PerftSuiteTest.class.getResourceAsStream("/suites/perft.epd")) {
            assertNotNull(in, "suites/perft.epd on the test classpath");
            List<String> lines = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.trim());
                }
            }
            return lines;
        }
    }
}
