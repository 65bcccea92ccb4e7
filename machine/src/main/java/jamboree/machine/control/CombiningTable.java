package jamboree.machine.control;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects the inputs of combining operations until every node has joined, then computes the result. The
 * network is pipelined, so several operations may be open at once; they are told apart by sequence number.
 * Two nodes making different calls with the same number is a program error, as on the CM-5.
 */
public final class CombiningTable {

    private static final long[] NO_VALUES = new long[0];

    private final int processors;
    /*
     * The operations open now, a handful at most, found by a scan: StarTech's throttle makes a barrier per phase on
     * every node, on small machines one every few thousand cycles, and a map keyed by boxed sequence numbers made
     * five objects a barrier. The operation completed last is kept for the next, its join flags cleared.
     */
    private final List<Open> open = new ArrayList<>();
    private Open last;
    private Open spare;

    public CombiningTable(int processors) {
        this.processors = processors;
    }

    /**
     * Adds one node's input. Returns the finished operation when this was the last input, otherwise null.
     *
     * @throws IllegalStateException if the call does not match the other nodes' calls of the same number, or
     *     the node already joined it
     */
    public Combined add(CombineCall call) {
        Open o = last != null && last.first.sequence() == call.sequence() ? last : find(call.sequence());
        if (o == null) {
            o = spare != null ? spare.reuse(call) : new Open(call, processors);
            spare = null;
            open.add(o);
        }
        last = o;
        if (o.kind != call.kind() || o.first.op() != call.op() || o.first.direction() != call.direction()) {
            throw new IllegalStateException("control network: node " + call.node() + " made call #"
                    + call.sequence() + " " + describe(call) + " but node " + o.first.node() + " made "
                    + describe(o.first));
        }
        if (o.joined[call.node()]) {
            throw new IllegalStateException("control network: node " + call.node() + " joined call #"
                    + call.sequence() + " twice");
        }
        o.joined[call.node()] = true;
        o.inputs[call.node()] = call.value();
        o.count++;
        o.lastEntry = Math.max(o.lastEntry, call.time());
        if (o.count < processors) {
            return null;
        }
        open.remove(o);
        last = null;
        Combined done = new Combined(call.sequence(), o.kind, o.first.op(), o.first.direction(), o.lastEntry,
                o.result());
        spare = o;
        return done;
    }

    private Open find(long sequence) {
        for (int i = 0; i < open.size(); i++) {
            if (open.get(i).first.sequence() == sequence) {
                return open.get(i);
            }
        }
        return null;
    }

    /** Operations some but not all nodes have joined. */
    public int openOperations() {
        return open.size();
    }

    private static String describe(CombineCall c) {
        return switch (c.kind()) {
            case REDUCE -> "REDUCE " + c.op();
            case SCAN -> "SCAN " + c.direction() + " " + c.op();
            default -> c.kind().name();
        };
    }

    private static final class Open {
        CombineCall first;
        CombineKind kind;
        final boolean[] joined;
        /** Every node's input; each is written when its node joins, so a reused operation needs no clearing. */
        final long[] inputs;
        int count;
        long lastEntry = Long.MIN_VALUE;

        Open(CombineCall first, int processors) {
            this.first = first;
            this.kind = first.kind();
            this.joined = new boolean[processors];
            this.inputs = new long[processors];
        }

        /** A completed operation made the new one {@code first} opens. */
        Open reuse(CombineCall first) {
            this.first = first;
            this.kind = first.kind();
            Arrays.fill(joined, false);
            count = 0;
            lastEntry = Long.MIN_VALUE;
            return this;
        }

        long[] result() {
            return switch (kind) {
                case BARRIER, ROUTER_DONE -> NO_VALUES;
                case REDUCE -> {
                    long acc = first.op().identity();
                    for (long v : inputs) {
                        acc = first.op().apply(acc, v);
                    }
                    yield new long[] {acc};
                }
                case SCAN -> {
                    long[] out = new long[inputs.length];
                    long acc = first.op().identity();
                    switch (first.direction()) {
                        case FORWARD -> {
                            for (int i = 0; i < inputs.length; i++) {
                                out[i] = acc;
                                acc = first.op().apply(acc, inputs[i]);
                            }
                        }
                        case BACKWARD -> {
                            for (int i = inputs.length - 1; i >= 0; i--) {
                                out[i] = acc;
                                acc = first.op().apply(acc, inputs[i]);
                            }
                        }
                    }
                    yield out;
                }
            };
        }
    }
}
