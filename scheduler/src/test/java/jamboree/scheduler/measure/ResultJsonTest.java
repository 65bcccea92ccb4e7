package jamboree.scheduler.measure;

import com.fasterxml.jackson.databind.JsonNode;
import jamboree.engine.notation.Fen;
import jamboree.engine.notation.UciMoves;
import jamboree.machine.accounting.SimEvent;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.config.MachineConfig;
import jamboree.machine.json.Json;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.MessageKind;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultJsonTest {
    private static final String K01 = "1rbq1rk1/p1b1nppp/1p2p3/8/1B1pN3/P2B4/1P3PPP/2RQ1R1K w - - 0 1";

    private static ParallelSearchResult result;
    private static String text;
    private static JsonNode json;

    @BeforeAll
    static void searchOnce() {
        try (ParallelSearch search = new ParallelSearch(MachineKind.CM5, 4, SchedulerConfig.load(),
                MachineConfig.load().withSeed(1))) {
            result = search.searchToDepth(Fen.parse(K01), 3);
        }
        text = Json.compact(ResultJson.of(result));
        json = Json.parse(text);
    }

    @Test
    void opensWithTheMachineAndTheSearchsAnswer() {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("machine", "processors", "clockHz", "bestMove", "score", "depth", "positions"),
                names.subList(0, 7));
        assertEquals("cm5", json.get("machine").asText());
        assertEquals(4, json.get("processors").asInt());
        assertEquals(UciMoves.format(result.search().bestMove()), json.get("bestMove").asText());
        assertEquals(result.search().score(), json.get("score").asInt());
        assertEquals(result.search().nodes(), json.get("positions").asLong());
    }

    @Test
    void everyCounterSitsAtTheTopWithItsValue() {
        assertEquals(result.timeCycles(), json.get("timeCycles").asLong());
        assertEquals(result.work(), json.get("work").asLong());
        assertEquals(result.criticalPath(), json.get("criticalPath").asLong());
        assertEquals(result.failedWork(), json.get("failedWork").asLong());
        assertEquals(result.counters().get(Counter.STEAL_REQUESTS), json.get("stealRequests").asLong());
        assertEquals(result.counters().get(Counter.TABLE_READS), json.get("tableReads").asLong());
        assertEquals(result.counters().get(Counter.PEAK_FRAMES_PER_NODE), json.get("peakFramesPerNode").asLong());
        assertTrue(text.contains("\"traceHash\":" + result.traceHash() + ","), text);
        // The only nested objects and arrays are the ones a reader expects.
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (json.get(name).isContainerNode()) {
                assertTrue(List.of("breakdown", "messages", "iterations", "idealParallelism", "utilization")
                        .contains(name), name);
            }
        }
    }

    @Test
    void derivedFiguresHaveFourDecimals() {
        assertEquals(String.format(java.util.Locale.ROOT, "%.4f", result.seconds()),
                json.get("seconds").decimalValue().toPlainString());
        assertEquals(String.format(java.util.Locale.ROOT, "%.4f", result.parallelism()),
                json.get("parallelism").decimalValue().toPlainString());
        assertTrue(text.matches(".*\"idealParallelism\":\\[\\d+\\.\\d{4}(,\\d+\\.\\d{4})*].*"), text);
        assertEquals(result.idealParallelism().length, json.get("idealParallelism").size());
        assertEquals(result.utilization().length, json.get("utilization").size());
    }

    @Test
    void breakdownAndMessagesAreLabelled() {
        String[] labels = result.breakdown().labels();
        long[] values = result.breakdown().values();
        assertEquals(labels.length, json.get("breakdown").size());
        for (int i = 0; i < labels.length; i++) {
            assertEquals(values[i], json.get("breakdown").get(labels[i]).asLong(), labels[i]);
        }
        assertEquals(result.breakdown().chessWork(), json.get("breakdown").get("chess work").asLong());
        for (MessageKind kind : MessageKind.values()) {
            assertEquals(result.counters().messages(kind), json.get("messages").get(kind.label()).asLong());
        }
    }

    @Test
    void iterationsCarryTheirFigures() {
        IterationFigures[] iterations = result.iterations();
        assertEquals(iterations.length, json.get("iterations").size());
        for (int i = 0; i < iterations.length; i++) {
            JsonNode it = json.get("iterations").get(i);
            assertEquals(iterations[i].depth(), it.get("depth").asInt());
            assertEquals(iterations[i].work(), it.get("work").asLong());
            assertEquals(iterations[i].criticalPath(), it.get("criticalPath").asLong());
            assertEquals(UciMoves.format(iterations[i].bestMove()), it.get("bestMove").asText());
            assertTrue(!it.has("seconds") && !it.has("parallelism"), it.toString());
            SimulationCounts counts = iterations[i].simulation();
            for (SimEvent kind : SimEvent.values()) {
                assertEquals(counts.events(kind), it.get("simulatedEventsByKind").get(kind.label()).asLong(),
                        kind.label());
                assertEquals(counts.windowsOpenedBy(kind), it.get("nodeWindowsOpenedBy").get(kind.label()).asLong(),
                        kind.label());
            }
            assertEquals(counts.emptyWindows(), it.get("emptyNodeWindows").asLong());
            assertEquals(counts.waitingWindows(), it.get("waitingNodeWindows").asLong());
            // Each iteration starts the four nodes, and the counts add up to the iteration's totals.
            assertEquals(4, counts.events(SimEvent.START));
            assertEquals(it.get("simulatedEvents").asLong(), counts.totalEvents());
            assertEquals(it.get("nodeWindows").asLong(), counts.nodeWindows());
        }
    }
}
