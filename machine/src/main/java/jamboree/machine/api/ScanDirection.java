package jamboree.machine.api;

/** The direction of an exclusive scan over node numbers. */
public enum ScanDirection {
    /** Node i receives the combination of nodes 0..i-1 (parallel prefix). */
    FORWARD,
    /** Node i receives the combination of nodes i+1..P-1 (parallel suffix). */
    BACKWARD
}
