package jamboree.machine.control;

import jamboree.machine.config.ControlParameters;
import jamboree.machine.network.FatTree;

/** The control network's latencies for one machine size, in cycles. */
public final class ControlLatencies {

    private final long barrier;
    private final long reduction;
    private final long scan;
    private final long routerDone;
    private final long broadcast;
    private final long receiveCycles;

    public ControlLatencies(ControlParameters p, int processors, int arity) {
        int levels = FatTree.levelsFor(processors, arity);
        this.barrier = p.scaled(p.barrier(), levels);
        this.reduction = p.scaled(p.reduction(), levels);
        this.scan = p.scaled(p.scan(), levels);
        this.routerDone = p.scaled(p.routerDone(), levels);
        this.broadcast = p.scaled(p.broadcast(), levels);
        this.receiveCycles = p.receiveCycles();
    }

    /** Cycles from the last node joining to the result being available everywhere. */
    public long latency(CombineKind kind) {
        return switch (kind) {
            case BARRIER -> barrier;
            case REDUCE -> reduction;
            case SCAN -> scan;
            case ROUTER_DONE -> routerDone;
        };
    }

    public long broadcast() {
        return broadcast;
    }

    /** Cycles a node spends reading a result out of the control network. */
    public long receiveCycles() {
        return receiveCycles;
    }
}
