package jamboree.uci.options;

import java.util.List;
import java.util.Locale;

/** One option the engine declares in answer to {@code uci}: the five option types of the UCI specification. */
public sealed interface UciOption {

    String name();

    /** The {@code option name ... type ...} line for the {@code uci} answer. */
    String declaration();

    /**
     * An integer in [min, max]. A value outside is clamped into the range when {@code clamp} is set (a table size:
     * the nearest size is what the GUI meant); otherwise it is refused and the option keeps its value (a machine's
     * size: a clamped one would be a different, perhaps far more costly, machine).
     */
    record Spin(String name, long defaultValue, long min, long max, boolean clamp) implements UciOption {
        public Spin {
            if (min > max || defaultValue < min || defaultValue > max) {
                throw new IllegalArgumentException("spin option " + name + ": default outside [min, max]");
            }
        }

        /** A spin whose out-of-range values are clamped. */
        public Spin(String name, long defaultValue, long min, long max) {
            this(name, defaultValue, min, max, true);
        }

        @Override
        public String declaration() {
            return "option name " + name + " type spin default " + defaultValue + " min " + min + " max " + max;
        }
    }

    /** A boolean, {@code true} or {@code false} on the wire. */
    record Check(String name, boolean defaultValue) implements UciOption {
        @Override
        public String declaration() {
            return "option name " + name + " type check default " + defaultValue;
        }
    }

    /** One of a fixed list of words; matching is case-insensitive, the declared spelling is kept. */
    record Combo(String name, String defaultValue, List<String> choices) implements UciOption {
        public Combo {
            choices = List.copyOf(choices);
            if (!choices.contains(defaultValue)) {
                throw new IllegalArgumentException("combo option " + name + ": default is not a choice");
            }
        }

        @Override
        public String declaration() {
            StringBuilder line = new StringBuilder("option name ").append(name)
                    .append(" type combo default ").append(defaultValue);
            for (String choice : choices) {
                line.append(" var ").append(choice);
            }
            return line.toString();
        }

        /** The declared spelling of {@code value}, or null when it is not a choice. */
        String match(String value) {
            for (String choice : choices) {
                if (choice.toLowerCase(Locale.ROOT).equals(value.toLowerCase(Locale.ROOT))) {
                    return choice;
                }
            }
            return null;
        }
    }

    /** An action without a value. */
    record Button(String name) implements UciOption {
        @Override
        public String declaration() {
            return "option name " + name + " type button";
        }
    }

    /** Free text; the empty string is sent as {@code <empty>}, as the specification asks. */
    record Text(String name, String defaultValue) implements UciOption {
        @Override
        public String declaration() {
            return "option name " + name + " type string default "
                    + (defaultValue.isEmpty() ? "<empty>" : defaultValue);
        }
    }
}
