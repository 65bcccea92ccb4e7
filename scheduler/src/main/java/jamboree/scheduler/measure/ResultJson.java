package jamboree.scheduler.measure;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jamboree.engine.board.Move;
import jamboree.engine.notation.UciMoves;
import jamboree.engine.search.SearchResult;
import jamboree.machine.accounting.SimEvent;
import jamboree.machine.accounting.SimulationCounts;
import jamboree.machine.json.Json;
import jamboree.scheduler.Breakdown;
import jamboree.scheduler.ParallelSearchResult;
import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.Counters;
import jamboree.scheduler.startech.MessageKind;

import java.lang.reflect.RecordComponent;

/**
 * A {@link ParallelSearchResult} as one flat JSON object, every figure included (the {@code search --json} line).
 *
 * <p>It opens with what a reader looks for first: the machine, its size and clock, and the search's move, score,
 * depth and positions ({@code bestMove} as UCI text, empty when there is none). After that the object follows the
 * result's record components in order, so a figure added to the result shows up here without an edit. A component
 * that is itself a record of figures (a group of counters, say) is written flat, its figures beside the others: how
 * the result groups its figures is not the JSON's business, and its readers keep finding {@code "stealRequests"} at
 * the top. A few components are written in the form a reader can use:
 * <ul>
 *   <li>the {@link Breakdown} as an object from Figure 6-9's labels to cycles;</li>
 *   <li>the nodes' {@link Counters} flat, each under its {@link Counter#key()}, and the messages sent by kind as one
 *       object {@code messages};</li>
 *   <li>an iteration's {@link SimulationCounts} as two objects from the kinds of event to counts
 *       ({@code simulatedEventsByKind}, {@code nodeWindowsOpenedBy}) and the empty and the waiting node windows;</li>
 *   <li>T in seconds and W/C next to {@code timeCycles} and {@code criticalPath};</li>
 *   <li>fractional figures (parallelism, the profiles) to four decimals, and a move of an iteration as UCI
 *       text.</li>
 * </ul>
 * Non-finite figures are {@code null}, as everywhere (see {@link Json}).
 */
public final class ResultJson {
    private static final int PLACES = 4;

    private ResultJson() {
    }

    /** The JSON object of {@code result}, to write with {@link Json#compact} or to extend first. */
    public static ObjectNode of(ParallelSearchResult result) {
        SearchResult search = result.search();
        ObjectNode json = Json.object()
                .put("machine", result.machine())
                .put("processors", result.processors())
                .put("clockHz", result.clockHz())
                .put("bestMove", moveText(search.bestMove()))
                .put("score", search.score())
                .put("depth", search.depth())
                .put("positions", search.nodes());
        addComponents(json, result, result);
        return json;
    }

    /**
     * Adds the components of {@code group} to {@code json}. {@code result} is the whole result when {@code group}
     * is it or one of its groups, and null inside an element of an array (an iteration), whose T and C get no
     * derived figures.
     */
    private static void addComponents(ObjectNode json, Record group, ParallelSearchResult result) {
        for (RecordComponent c : group.getClass().getRecordComponents()) {
            String name = c.getName();
            Object value = read(group, c);
            switch (name) {
                case "search", "machine", "processors", "clockHz" -> {
                    // Written first.
                }
                case "bestMove" -> json.put(name, moveText((Integer) value));
                default -> add(json, name, value, result);
            }
            if (result != null && name.equals("timeCycles")) {
                json.put("seconds", Json.decimal(result.seconds(), PLACES));
            } else if (result != null && name.equals("criticalPath")) {
                json.put("parallelism", Json.decimal(result.parallelism(), PLACES));
            }
        }
    }

    private static void add(ObjectNode json, String name, Object value, ParallelSearchResult result) {
        if (value instanceof Breakdown b) {
            json.set(name, labelled(b.labels(), b.values()));
        } else if (value instanceof Counters counters) {
            addCounters(json, counters);
        } else if (value instanceof SimulationCounts counts) {
            addSimulationCounts(json, counts);
        } else if (value instanceof Double d) {
            json.put(name, Json.decimal(d, PLACES));
        } else if (value instanceof double[] values) {
            ArrayNode array = json.putArray(name);
            for (double v : values) {
                array.add(Json.decimal(v, PLACES));
            }
        } else if (value instanceof Record group) {
            addComponents(json, group, result);
        } else if (value instanceof Record[] elements) {
            ArrayNode array = json.putArray(name);
            for (Record element : elements) {
                addComponents(array.addObject(), element, null);
            }
        } else {
            json.set(name, Json.tree(value));
        }
    }

    private static void addCounters(ObjectNode json, Counters counters) {
        for (Counter c : Counter.values()) {
            // The positions are the search's own figure, written first.
            if (c != Counter.POSITIONS) {
                json.put(c.key(), counters.get(c));
            }
        }
        ObjectNode messages = json.putObject("messages");
        for (MessageKind kind : MessageKind.values()) {
            messages.put(kind.label(), counters.messages(kind));
        }
    }

    private static void addSimulationCounts(ObjectNode json, SimulationCounts counts) {
        ObjectNode events = json.putObject("simulatedEventsByKind");
        ObjectNode opened = json.putObject("nodeWindowsOpenedBy");
        for (SimEvent kind : SimEvent.values()) {
            events.put(kind.label(), counts.events(kind));
            opened.put(kind.label(), counts.windowsOpenedBy(kind));
        }
        json.put("emptyNodeWindows", counts.emptyWindows());
        json.put("waitingNodeWindows", counts.waitingWindows());
    }

    private static ObjectNode labelled(String[] labels, long[] values) {
        ObjectNode json = Json.object();
        for (int i = 0; i < labels.length; i++) {
            json.put(labels[i], values[i]);
        }
        return json;
    }

    private static String moveText(int move) {
        return move == Move.NONE ? "" : UciMoves.format(move);
    }

    private static Object read(Record group, RecordComponent c) {
        try {
            var accessor = c.getAccessor();
            // A group of counters may be a record the scheduler keeps to its package.
            accessor.setAccessible(true);
            return accessor.invoke(group);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + group.getClass(), e);
        }
    }
}
