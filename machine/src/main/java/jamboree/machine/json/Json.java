package jamboree.machine.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Every JSON the project reads or writes, through one Jackson mapper built once (Jackson's mappers and writers are
 * thread-safe once configured, so any thread may call these methods).
 *
 * <p>What it writes:
 * <ul>
 *   <li>Records as objects of their components in declaration order, maps in their iteration order, enums by name,
 *       arrays and collections as arrays; or a tree a caller builds from {@link #object()} and {@link #array()}
 *       when the JSON's shape is not one Java value's.</li>
 *   <li><b>Non-finite numbers are {@code null}.</b> NaN and the infinities have no JSON literal; a reader that meets
 *       {@code null} knows the figure is missing, where {@code 0} would pass for a measurement and {@code "NaN"} for
 *       text. This holds for every double and float, wherever it sits (see {@link FiniteNumbers}).</li>
 *   <li>{@link #compact} output is one line without spaces, {@code {"a":1,"b":[2,3]}}: the form of a {@code --json}
 *       line. {@link #readable} is indented for a person (see {@link ReadableLayout}).</li>
 *   <li>Strings are escaped as JSON requires (quotes, backslashes, control characters); other characters, non-ASCII
 *       included, are written as they are, in UTF-8.</li>
 * </ul>
 */
public final class Json {
    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .addDecorator((factory, generator) -> new FiniteNumbers(generator))
                    .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
                    .build())
            // A decimal keeps the places it was given (see decimal): 0.5000 stays 0.5000 in a tree.
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .build();
    private static final ObjectWriter COMPACT = MAPPER.writer();
    private static final ObjectWriter READABLE = MAPPER.writer(new ReadableLayout());

    private Json() {
    }

    /** {@code value} as one line of JSON without spaces. */
    public static String compact(Object value) {
        return write(COMPACT, value);
    }

    /** {@code value} as indented JSON for a person to read, ending with a line break. */
    public static String readable(Object value) {
        return write(READABLE, value) + '\n';
    }

    /** Writes {@code value} to {@code file} as {@link #readable} JSON in UTF-8, replacing the file. */
    public static void write(Path file, Object value) throws IOException {
        Files.writeString(file, readable(value), StandardCharsets.UTF_8);
    }

    /** A new, empty object to fill, for JSON whose shape is not a record's. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A new, empty array to fill. */
    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** {@code value} as a tree, to merge into one a caller builds. */
    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /** Parses {@code json} into a tree; malformed text is an {@link IllegalArgumentException}. */
    public static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Reads {@code json} as a {@code type} (a record, say); text that does not fit is an {@link IllegalArgumentException}. */
    public static <T> T read(String json, Class<T> type) {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a " + type.getSimpleName() + " in JSON: "
                    + e.getOriginalMessage(), e);
        }
    }

    /**
     * {@code value} rounded half-up to {@code places} decimals, to write a figure with a fixed number of places (as
     * {@code %.4f} would, never in exponent form); {@code null} when {@code value} is not finite, the policy above.
     */
    public static BigDecimal decimal(double value, int places) {
        return Double.isFinite(value) ? BigDecimal.valueOf(value).setScale(places, RoundingMode.HALF_UP) : null;
    }

    private static String write(ObjectWriter writer, Object value) {
        try {
            return writer.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            // Writing to a string fails only for a value Jackson cannot take apart: a program error.
            throw new IllegalArgumentException("cannot write a " + value.getClass().getName() + " as JSON: "
                    + e.getOriginalMessage(), e);
        }
    }
}
