package jamboree.scheduler.startech;

import java.util.Locale;

/** The kinds of {@link StarTechMessage}, for dispatch and for the message counts of a run. */
public enum MessageKind {
    STEAL_REQUEST, STEAL_GRANTED, STEAL_DENIED, CHILD_DONE, ABORT, COMPLETION, TABLE_READ, TABLE_REPLY, TABLE_UPDATE,
    TABLE_RELEASE;

    private final String label = name().toLowerCase(Locale.ROOT).replace('_', '-');

    /** The name in reports, e.g. {@code steal-request}. */
    public String label() {
        return label;
    }

    /** The labels of all kinds, in declaration order. */
    public static String[] labels() {
        MessageKind[] kinds = values();
        String[] labels = new String[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            labels[i] = kinds[i].label;
        }
        return labels;
    }
}
