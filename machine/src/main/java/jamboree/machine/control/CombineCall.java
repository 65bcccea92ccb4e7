package jamboree.machine.control;

import jamboree.machine.api.ReduceOp;
import jamboree.machine.api.ScanDirection;

/**
 * One node's part in a combining operation.
 *
 * @param node the calling node
 * @param sequence the number of this call among the node's combining calls (0, 1, 2, ...)
 * @param kind what is being combined
 * @param op the operator (reductions and scans; OR otherwise)
 * @param direction the scan direction (scans; FORWARD otherwise)
 * @param value the node's input
 * @param time when the node pushed its input, in cycles (simulated machine) or 0
 */
public record CombineCall(int node, long sequence, CombineKind kind, ReduceOp op, ScanDirection direction,
                          long value, long time) {
}
