package jamboree.machine.api;

/** The combining operators of the CM-5 control network (section 2.3), on 64-bit signed values. */
public enum ReduceOp {
    OR(0L),
    XOR(0L),
    MAX(Long.MIN_VALUE),
    MIN(Long.MAX_VALUE),
    ADD(0L);

    private final long identity;

    ReduceOp(long identity) {
        this.identity = identity;
    }

    /** The value that leaves any other value unchanged, given to the first node of an exclusive scan. */
    public long identity() {
        return identity;
    }

    /** Combines two values. Addition wraps around on overflow. */
    public long apply(long a, long b) {
        return switch (this) {
            case OR -> a | b;
            case XOR -> a ^ b;
            case MAX -> Math.max(a, b);
            case MIN -> Math.min(a, b);
            case ADD -> a + b;
        };
    }
}
