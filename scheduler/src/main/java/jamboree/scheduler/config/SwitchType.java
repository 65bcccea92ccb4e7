package jamboree.scheduler.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;

import java.util.List;
import java.util.Locale;

/**
 * What values a {@link Switch} takes. A value is always held in one canonical form ({@code Boolean},
 * {@code Integer} or a lower-case {@code String}), whether it came from HOCON, a command line or a GUI, so that
 * values from different front ends compare equal. Every refusal names the setting and what it allows.
 */
public sealed interface SwitchType {

    /** The value at {@code path} of {@code section}; {@code name} is how an error calls the setting. */
    Object read(Config section, String path, String name);

    /** {@code text} as typed by a user. */
    Object parse(String name, String text);

    /** {@code value} (a Boolean, a whole number or a String) in canonical form. */
    Object check(String name, Object value);

    /** The canonical value as a user would type it. */
    default String format(Object value) {
        return String.valueOf(value);
    }

    /** On or off. */
    record OnOff() implements SwitchType {
        @Override
        public Object read(Config section, String path, String name) {
            return section.getBoolean(path);
        }

        @Override
        public Object parse(String name, String text) {
            String word = text.trim().toLowerCase(Locale.ROOT);
            if (!word.equals("true") && !word.equals("false")) {
                throw new IllegalArgumentException(name + " must be true or false, got '" + text + "'");
            }
            return word.equals("true");
        }

        @Override
        public Object check(String name, Object value) {
            if (value instanceof Boolean on) {
                return on;
            }
            return parse(name, String.valueOf(value));
        }
    }

    /** A whole number in [min, max], and a power of two if {@code powerOfTwo} (a table's size, say). */
    record Count(int min, int max, boolean powerOfTwo) implements SwitchType {
        public Count {
            if (min > max) {
                throw new IllegalArgumentException("empty range " + min + ".." + max);
            }
        }

        /** Any whole number in [min, max]. */
        public Count(int min, int max) {
            this(min, max, false);
        }

        @Override
        public Object read(Config section, String path, String name) {
            try {
                return inRange(name, section.getLong(path));
            } catch (ConfigException.WrongType e) {
                throw new IllegalArgumentException(name + " must be a whole number from " + min + " to " + max
                        + ", got " + section.getValue(path).render());
            }
        }

        @Override
        public Object parse(String name, String text) {
            try {
                return inRange(name, Long.parseLong(text.trim()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " must be a whole number from " + min + " to " + max
                        + ", got '" + text + "'");
            }
        }

        @Override
        public Object check(String name, Object value) {
            if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
                return inRange(name, ((Number) value).longValue());
            }
            return parse(name, String.valueOf(value));
        }

        private Integer inRange(String name, long value) {
            if (value < min) {
                throw new IllegalArgumentException(name + " must be at least " + min + ", got " + value);
            }
            if (value > max) {
                throw new IllegalArgumentException(name + " must be at most " + max + ", got " + value);
            }
            if (powerOfTwo && Long.bitCount(value) != 1) {
                throw new IllegalArgumentException(name + " must be a power of two, got " + value);
            }
            return (int) value;
        }
    }

    /** One of a few words, matched without regard to case and held in lower case. */
    record Choice(List<String> values) implements SwitchType {
        public Choice {
            values = values.stream().map(v -> v.toLowerCase(Locale.ROOT)).toList();
            if (values.isEmpty()) {
                throw new IllegalArgumentException("a choice needs at least one value");
            }
        }

        /** The values of an enum, in declaration order. */
        public static Choice of(Class<? extends Enum<?>> kinds) {
            return new Choice(java.util.Arrays.stream(kinds.getEnumConstants()).map(Enum::name).toList());
        }

        @Override
        public Object read(Config section, String path, String name) {
            return parse(name, section.getString(path));
        }

        @Override
        public Object parse(String name, String text) {
            String word = text.trim().toLowerCase(Locale.ROOT);
            if (!values.contains(word)) {
                throw new IllegalArgumentException(name + " must be " + allowed() + ", got '" + text + "'");
            }
            return word;
        }

        @Override
        public Object check(String name, Object value) {
            return parse(name, String.valueOf(value));
        }

        /** The values as a sentence: {@code a, b or c}. */
        public String allowed() {
            if (values.size() == 1) {
                return values.get(0);
            }
            return String.join(", ", values.subList(0, values.size() - 1)) + " or " + values.get(values.size() - 1);
        }
    }
}
