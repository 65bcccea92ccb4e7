package jamboree.scheduler.startech;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.Arrays;

/**
 * The counts of a run, of one node or of many: a value of every {@link Counter} and the messages sent of every
 * {@link MessageKind}. Immutable; {@link #plus} combines the counts of nodes and of iterations.
 */
public final class Counters {
    public static final Counters ZERO = new Counters(new long[Counter.values().length],
            new long[MessageKind.values().length]);

    @JsonProperty("values")
    private final long[] values;
    @JsonProperty("messages")
    private final long[] messages;

    /** Also how a node's counts are read back on the member that coordinates a cluster run. */
    @JsonCreator
    Counters(@JsonProperty("values") long[] values, @JsonProperty("messages") long[] messages) {
        this.values = values;
        this.messages = messages;
    }

    public long get(Counter counter) {
        return values[counter.ordinal()];
    }

    /** Messages of {@code kind} sent. */
    public long messages(MessageKind kind) {
        return messages[kind.ordinal()];
    }

    /** Messages sent by kind, in {@link MessageKind} order. */
    public long[] messagesByKind() {
        return messages.clone();
    }

    public long messagesSent() {
        long sum = 0;
        for (long m : messages) {
            sum += m;
        }
        return sum;
    }

    public Counters plus(Counters other) {
        long[] v = new long[values.length];
        for (Counter c : Counter.values()) {
            int i = c.ordinal();
            v[i] = c.combinesByMaximum() ? Math.max(values[i], other.values[i]) : values[i] + other.values[i];
        }
        long[] m = new long[messages.length];
        for (int i = 0; i < m.length; i++) {
            m[i] = messages[i] + other.messages[i];
        }
        return new Counters(v, m);
    }

    /** These counts with {@code counter} set to {@code value} (for counts that only the caller knows). */
    public Counters with(Counter counter, long value) {
        long[] v = values.clone();
        v[counter.ordinal()] = value;
        return new Counters(v, messages);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Counters c && Arrays.equals(values, c.values) && Arrays.equals(messages, c.messages);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(values) + Arrays.hashCode(messages);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("Counters{");
        for (Counter c : Counter.values()) {
            b.append(c.key()).append('=').append(get(c)).append(' ');
        }
        return b.append("messages=").append(Arrays.toString(messages)).append('}').toString();
    }
}
