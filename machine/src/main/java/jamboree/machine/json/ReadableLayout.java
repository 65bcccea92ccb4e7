package jamboree.machine.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.util.Instantiatable;

import java.io.IOException;
import java.util.BitSet;

/**
 * The indented layout of JSON a person opens (the benchmark's {@code report.json}): one object entry per line as
 * {@code "name": value}, and arrays of plain values kept on one line, {@code [1,2,3]}, so that a table row stays a
 * row. An array breaks its lines only when it holds objects or arrays, one element per line.
 *
 * <p>Jackson's own pretty printer cannot do the last part: it decides an array's layout before it sees the first
 * element. Here an array learns it holds containers when the first one starts, which is still in time to break the
 * line in front of it. A generator gets its own instance ({@link #createInstance()}), as the open-container state
 * belongs to one document.
 */
final class ReadableLayout implements PrettyPrinter, Instantiatable<ReadableLayout> {
    private static final String INDENT = "  ";

    /** Containers open now; the one at depth d - 1 is the innermost. */
    private int depth;
    /** Which open containers are arrays, by depth. */
    private final BitSet arrays = new BitSet();
    /** Which open arrays have broken their lines, by depth. */
    private final BitSet brokenArrays = new BitSet();

    @Override
    public ReadableLayout createInstance() {
        return new ReadableLayout();
    }

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        open(g, false);
        g.writeRaw('{');
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
        newLine(g, depth);
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(": ");
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        newLine(g, depth);
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        close();
        if (entries > 0) {
            newLine(g, depth);
        }
        g.writeRaw('}');
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        open(g, true);
        g.writeRaw('[');
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) {
        // Whether the first element goes on a new line is known only when it starts: see open.
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
        boolean broken = brokenArrays.get(depth - 1);
        close();
        if (broken) {
            newLine(g, depth);
        }
        g.writeRaw(']');
    }

    /** Starts a container; one that is an element of an array goes on a line of its own. */
    private void open(JsonGenerator g, boolean array) throws IOException {
        if (depth > 0 && arrays.get(depth - 1)) {
            brokenArrays.set(depth - 1);
            newLine(g, depth);
        }
        arrays.set(depth, array);
        brokenArrays.clear(depth);
        depth++;
    }

    private void close() {
        depth--;
    }

    private static void newLine(JsonGenerator g, int level) throws IOException {
        g.writeRaw('\n');
        g.writeRaw(INDENT.repeat(level));
    }
}
