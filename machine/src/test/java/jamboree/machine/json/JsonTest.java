package jamboree.machine.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonTest {

    /** A result as the experiments and the scheduler report them. */
    record Figures(String name, int processors, long cycles, double ratio, Double thesis, double[] profile,
                   List<Long> counts, Kind kind) {
    }

    enum Kind { SIMULATED, NATIVE }

    @Test
    void recordsListsAndSpecialValues() {
        record Point(int x, Double y, String name) {
        }
        assertEquals("[{\"x\":1,\"y\":null,\"name\":\"a\\\"b\"},{\"x\":2,\"y\":0.5,\"name\":\"\\n\"}]",
                Json.compact(List.of(new Point(1, null, "a\"b"), new Point(2, 0.5, "\n"))));
        assertEquals("null", Json.compact(Double.NaN));
    }

    @Test
    void everyNonFiniteNumberIsNullWhereverItSits() {
        Figures f = new Figures("x", 1, 2, Double.NaN, Double.POSITIVE_INFINITY,
                new double[]{1.5, Double.NaN, Double.NEGATIVE_INFINITY}, List.of(), Kind.NATIVE);
        assertEquals("{\"name\":\"x\",\"processors\":1,\"cycles\":2,\"ratio\":null,\"thesis\":null,"
                + "\"profile\":[1.5,null,null],\"counts\":[],\"kind\":\"NATIVE\"}", Json.compact(f));
        assertEquals("[null,null,0.25]", Json.compact(new float[]{Float.NaN, Float.POSITIVE_INFINITY, 0.25f}));
        assertEquals("[null,2.0]", Json.compact(List.of(Double.NEGATIVE_INFINITY, 2.0)));
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("nan", Double.NaN);
        map.put("float", Float.NaN);
        assertEquals("{\"nan\":null,\"float\":null}", Json.compact(map));
        ObjectNode tree = Json.object();
        tree.put("a", Double.NaN).put("b", Float.NEGATIVE_INFINITY).put("c", 1.0);
        tree.putArray("d").add(Double.POSITIVE_INFINITY);
        assertEquals("{\"a\":null,\"b\":null,\"c\":1.0,\"d\":[null]}", Json.compact(tree));
        assertTrue(Json.readable(f).contains("\"ratio\": null"), Json.readable(f));
        // A tree made from a value keeps the NaN until it is written, and is written by the same rule.
        assertEquals("{\"nan\":null,\"float\":null}", Json.compact(Json.tree(map)));
    }

    @Test
    void stringsAreEscapedAsJsonRequires() {
        String nasty = "q\"b\\s/ tab\t nl\n cr\r bell\u0007 nul\u0000 us\u001f é ♞ 𝄞";
        String json = Json.compact(nasty);
        assertEquals("\"q\\\"b\\\\s/ tab\\t nl\\n cr\\r bell\\u0007 nul\\u0000 us\\u001F é ♞ 𝄞\"", json);
        for (char c = 0; c < 0x20; c++) {
            assertTrue(Json.compact(String.valueOf(c)).startsWith("\"\\"), "control character " + (int) c);
        }
        assertEquals(nasty, Json.read(json, String.class));
        assertEquals(nasty, Json.parse(Json.compact(Map.of(nasty, nasty))).get(nasty).asText());
    }

    @Test
    void aRecordRoundTrips() {
        Figures f = new Figures("k01 \"quoted\"", 512, 8_289_355_049L, 0.1 + 0.2, null,
                new double[]{0.0, 1e-9, 123456789.125}, List.of(1L, Long.MAX_VALUE), Kind.SIMULATED);
        for (String json : List.of(Json.compact(f), Json.readable(f))) {
            Figures back = Json.read(json, Figures.class);
            assertEquals(f.name(), back.name());
            assertEquals(f.processors(), back.processors());
            assertEquals(f.cycles(), back.cycles());
            assertEquals(f.ratio(), back.ratio(), 0.0, "doubles are written exactly");
            assertNull(back.thesis());
            assertArrayEquals(f.profile(), back.profile(), 0.0);
            assertEquals(f.counts(), back.counts());
            assertEquals(f.kind(), back.kind());
        }
    }

    @Test
    void decimalsKeepTheirPlacesAndNonFiniteOnesAreNull() {
        ObjectNode tree = Json.object();
        tree.put("a", Json.decimal(0.5, 4)).put("b", Json.decimal(0.0, 4)).put("c", Json.decimal(1.00005, 4))
                .put("d", Json.decimal(1e-9, 3)).put("e", Json.decimal(2.5e12, 1))
                .put("f", Json.decimal(Double.NaN, 4));
        assertEquals("{\"a\":0.5000,\"b\":0.0000,\"c\":1.0001,\"d\":0.000,\"e\":2500000000000.0,\"f\":null}",
                Json.compact(tree));
        assertEquals(String.format(java.util.Locale.ROOT, "%.4f", 1.00005), Json.decimal(1.00005, 4).toString(),
                "rounds as %.4f does");
    }

    @Test
    void readableLayoutKeepsRowsOnOneLineAndBreaksBetweenContainers() {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("signature", "nodes 1 cycles 2");
        report.put("empty", Map.of());
        report.put("columns", List.of("P", "T"));
        report.put("rows", List.of(List.of(1, 2.5), List.of(16, 0.25)));
        report.put("tables", List.of(Map.of("name", "t"), List.of()));
        assertEquals("""
                {
                  "signature": "nodes 1 cycles 2",
                  "empty": {},
                  "columns": ["P","T"],
                  "rows": [
                    [1,2.5],
                    [16,0.25]
                  ],
                  "tables": [
                    {
                      "name": "t"
                    },
                    []
                  ]
                }
                """, Json.readable(report));
        assertEquals(Json.parse(Json.compact(report)), Json.parse(Json.readable(report)), "same document");
    }

    @Test
    void writesAFileInUtf8(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("report.json");
        Json.write(file, Map.of("piece", "♞"));
        assertEquals("{\n  \"piece\": \"♞\"\n}\n", Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void badInputIsAnIllegalArgument() {
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\":"));
        assertThrows(IllegalArgumentException.class, () -> Json.read("{\"name\":1,\"bogus\":2}", Figures.class));
    }

    @Test
    void oneMapperServesManyThreadsAtOnce() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<String>> jobs = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                int n = i;
                jobs.add(() -> Json.readable(Map.of("n", n, "rows", List.of(List.of(n, n), Map.of("x", n)))));
            }
            List<Future<String>> done = pool.invokeAll(jobs);
            for (int i = 0; i < done.size(); i++) {
                JsonNode node = Json.parse(done.get(i).get());
                assertEquals(i, node.get("n").asInt());
                assertEquals(i, node.get("rows").get(1).get("x").asInt());
            }
        } finally {
            pool.shutdown();
        }
    }
}
