package jamboree.machine.control;

/** The combining operations of the control network; every node makes the same sequence of them. */
public enum CombineKind {
    BARRIER,
    REDUCE,
    SCAN,
    ROUTER_DONE
}
