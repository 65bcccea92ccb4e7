package jamboree.uci.options;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The declared options with their current values. {@link #set} never throws on bad input: it returns what it
 * has to report (unknown name, malformed value, value clamped into range or refused) and keeps the engine
 * consistent. Names are matched case-insensitively, as the specification allows GUIs to change case.
 */
public final class OptionTable {

    private static final class Entry {
        final UciOption option;
        final Consumer<Object> onChange;
        Object value;

        Entry(UciOption option, Consumer<Object> onChange, Object value) {
            this.option = option;
            this.onChange = onChange;
            this.value = value;
        }
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /**
     * Declares an option. {@code onChange} receives the new value ({@code Long}, {@code Boolean} or
     * {@code String}; null for a button press) after every accepted {@code setoption}.
     */
    public void declare(UciOption option, Consumer<Object> onChange) {
        Object initial = null;
        if (option instanceof UciOption.Spin spin) {
            initial = spin.defaultValue();
        } else if (option instanceof UciOption.Check check) {
            initial = check.defaultValue();
        } else if (option instanceof UciOption.Combo combo) {
            initial = combo.defaultValue();
        } else if (option instanceof UciOption.Text text) {
            initial = text.defaultValue();
        }
        if (entries.putIfAbsent(key(option.name()), new Entry(option, onChange, initial)) != null) {
            throw new IllegalArgumentException("option declared twice: " + option.name());
        }
    }

    /** The {@code option ...} lines, in declaration order. */
    public List<String> declarations() {
        List<String> lines = new ArrayList<>();
        for (Entry entry : entries.values()) {
            lines.add(entry.option.declaration());
        }
        return lines;
    }

    public long spin(String name) {
        return (Long) entry(name).value;
    }

    public boolean check(String name) {
        return (Boolean) entry(name).value;
    }

    /** The value of a combo or string option. */
    public String text(String name) {
        return (String) entry(name).value;
    }

    /**
     * Applies a {@code setoption}. Returns the messages to report to the GUI (empty when the value was taken
     * as given). A malformed value leaves the option unchanged; an out-of-range number is clamped or refused, as
     * the option declares.
     */
    public List<String> set(SetOptionRequest request) {
        List<String> report = new ArrayList<>();
        Entry entry = entries.get(key(request.name()));
        if (entry == null) {
            report.add("unknown option '" + request.name() + "'");
            return report;
        }
        String name = entry.option.name();
        String raw = request.value() == null ? null : request.value().trim();
        Object value;
        if (entry.option instanceof UciOption.Spin spin) {
            if (raw == null || raw.isEmpty()) {
                report.add(name + " needs a value between " + spin.min() + " and " + spin.max() + "; unchanged");
                return report;
            }
            long number;
            try {
                number = Long.parseLong(raw);
            } catch (NumberFormatException e) {
                report.add(name + " value '" + raw + "' is not an integer; unchanged at " + entry.value);
                return report;
            }
            if ((number < spin.min() || number > spin.max()) && !spin.clamp()) {
                report.add(name + " value " + number + " is outside [" + spin.min() + ", " + spin.max()
                        + "]; unchanged at " + entry.value);
                return report;
            }
            if (number < spin.min() || number > spin.max()) {
                long clamped = Math.max(spin.min(), Math.min(spin.max(), number));
                report.add(name + " value " + number + " is outside [" + spin.min() + ", " + spin.max()
                        + "]; using " + clamped);
                number = clamped;
            }
            value = number;
        } else if (entry.option instanceof UciOption.Check) {
            String lower = raw == null ? "" : raw.toLowerCase(Locale.ROOT);
            if (!lower.equals("true") && !lower.equals("false")) {
                report.add(name + " value '" + (raw == null ? "" : raw) + "' is not true or false; unchanged at "
                        + entry.value);
                return report;
            }
            value = lower.equals("true");
        } else if (entry.option instanceof UciOption.Combo combo) {
            String choice = raw == null ? null : combo.match(raw);
            if (choice == null) {
                report.add(name + " value '" + (raw == null ? "" : raw) + "' is not one of "
                        + String.join(", ", combo.choices()) + "; unchanged at " + entry.value);
                return report;
            }
            value = choice;
        } else if (entry.option instanceof UciOption.Text) {
            value = raw == null || raw.equals("<empty>") ? "" : raw;
        } else {
            if (raw != null && !raw.isEmpty()) {
                report.add(name + " is a button and takes no value; value '" + raw + "' ignored");
            }
            value = null;
        }
        entry.value = value;
        entry.onChange.accept(value);
        return report;
    }

    private Entry entry(String name) {
        Entry entry = entries.get(key(name));
        if (entry == null) {
            throw new IllegalArgumentException("no such option: " + name);
        }
        return entry;
    }

    private static String key(String name) {
        return name.trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
