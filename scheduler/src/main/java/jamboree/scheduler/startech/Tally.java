package jamboree.scheduler.startech;

/** A node's running counts during a run; {@link #counters()} takes the value that leaves the node. */
final class Tally {
    private final long[] values = new long[Counter.values().length];
    private final long[] messages = new long[MessageKind.values().length];

    void add(Counter counter) {
        values[counter.ordinal()]++;
    }

    void add(Counter counter, long amount) {
        values[counter.ordinal()] += amount;
    }

    void sent(MessageKind kind) {
        messages[kind.ordinal()]++;
    }

    Counters counters() {
        return new Counters(values.clone(), messages.clone());
    }
}
