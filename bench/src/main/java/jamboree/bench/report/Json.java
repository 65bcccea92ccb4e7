package jamboree.bench.report;

import java.util.List;
import java.util.Map;

/** A small JSON writer for the report: maps, lists, strings, numbers, booleans and null. */
final class Json {

    private Json() {
    }

    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, 0);
        out.append('\n');
        return out.toString();
    }

    private static void write(StringBuilder out, Object value, int indent) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            string(out, s);
        } else if (value instanceof Double d) {
            out.append(Double.isFinite(d) ? Double.toString(d) : "null");
        } else if (value instanceof Float f) {
            write(out, f.doubleValue(), indent);
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof double[] array) {
            out.append('[');
            for (int i = 0; i < array.length; i++) {
                out.append(i > 0 ? "," : "");
                write(out, array[i], indent);
            }
            out.append(']');
        } else if (value instanceof long[] array) {
            out.append('[');
            for (int i = 0; i < array.length; i++) {
                out.append(i > 0 ? "," : "").append(array[i]);
            }
            out.append(']');
        } else if (value instanceof Map<?, ?> map) {
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append("  ".repeat(indent + 1));
                string(out, String.valueOf(e.getKey()));
                out.append(": ");
                write(out, e.getValue(), indent + 1);
                out.append(++i < map.size() ? ",\n" : "\n");
            }
            out.append("  ".repeat(indent)).append('}');
        } else if (value instanceof List<?> list) {
            boolean flat = list.stream().noneMatch(v -> v instanceof Map || v instanceof List);
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                if (!flat) {
                    out.append('\n').append("  ".repeat(indent + 1));
                }
                write(out, list.get(i), indent + 1);
            }
            if (!flat && !list.isEmpty()) {
                out.append('\n').append("  ".repeat(indent));
            }
            out.append(']');
        } else {
            string(out, value.toString());
        }
    }

    private static void string(StringBuilder out, String s) {
        jamboree.machine.experiments.Json.string(out, s);
    }
}
