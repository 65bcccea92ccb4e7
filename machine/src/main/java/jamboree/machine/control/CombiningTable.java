package jamboree.machine.control;

import java.util.HashMap;
import java.util.Map;

/**
 * Collects the inputs of combining operations until every node has joined, then computes the result. The
 * network is pipelined, so several operations may be open at once; they are told apart by sequence number.
 * Two nodes making different calls with the same number is a program error, as on the CM-5.
 */
public final class CombiningTable {

    private final int processors;
    private final Map<Long, Open> open = new HashMap<>();
    /*
     * The operation joined last: the nodes of a window join the same barrier one after another, so most calls find it
     * here without boxing their sequence number for the map (a barrier per throttle phase on every node).
     */
    private Open last;

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
        Open o = last != null && last.first.sequence() == call.sequence() ? last
                : open.computeIfAbsent(call.sequence(), s -> new Open(call, processors));
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
        open.remove(call.sequence());
        last = null;
        return new Combined(call.sequence(), o.kind, o.first.op(), o.first.direction(), o.lastEntry, o.result());
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
        final CombineCall first;
        final CombineKind kind;
        final boolean[] joined;
        final long[] inputs;
        int count;
        long lastEntry = Long.MIN_VALUE;

        Open(CombineCall first, int processors) {
            this.first = first;
            this.kind = first.kind();
            this.joined = new boolean[processors];
            this.inputs = new long[processors];
        }

        long[] result() {
            return switch (kind) {
                case BARRIER, ROUTER_DONE -> new long[0];
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
