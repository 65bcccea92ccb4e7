package jamboree.machine.experiments;

import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;

/**
 * Writes experiment results (records, lists, maps, numbers, strings) as JSON, and escapes the strings of every other
 * JSON the program writes (the benchmark report, search results, the command line's {@code --json}).
 */
public final class Json {

    private Json() {
    }

    public static String of(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value);
        return out.toString();
    }

    private static void write(StringBuilder out, Object v) {
        if (v == null) {
            out.append("null");
        } else if (v instanceof String s) {
            string(out, s);
        } else if (v instanceof Double d) {
            out.append(d.isNaN() || d.isInfinite() ? "null" : d.toString());
        } else if (v instanceof Float f) {
            write(out, f.doubleValue());
        } else if (v instanceof Number || v instanceof Boolean) {
            out.append(v);
        } else if (v instanceof Enum<?> e) {
            string(out, e.name());
        } else if (v instanceof Map<?, ?> m) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                string(out, String.valueOf(e.getKey()));
                out.append(':');
                write(out, e.getValue());
            }
            out.append('}');
        } else if (v instanceof Collection<?> c) {
            out.append('[');
            boolean first = true;
            for (Object o : c) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                write(out, o);
            }
            out.append(']');
        } else if (v instanceof double[] a) {
            out.append('[');
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                write(out, a[i]);
            }
            out.append(']');
        } else if (v instanceof long[] a) {
            out.append('[');
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                out.append(a[i]);
            }
            out.append(']');
        } else if (v instanceof Record r) {
            out.append('{');
            boolean first = true;
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                string(out, c.getName());
                out.append(':');
                try {
                    write(out, c.getAccessor().invoke(r));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + c.getName() + " of " + r.getClass(), e);
                }
            }
            out.append('}');
        } else {
            string(out, v.toString());
        }
    }

    /** {@code s} as a JSON string literal, quotes included: the one escaping every JSON the program writes uses. */
    public static String quote(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2);
        string(out, s);
        return out.toString();
    }

    /** Appends {@code s} to {@code out} as a JSON string literal. */
    public static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        out.append('"');
    }
}
