package jamboree.machine.sim;

import jamboree.machine.control.CombineCall;

import java.util.List;

/**
 * What a node tells the control actor after processing a window. Its lists are the node's own outgoing buffers, valid
 * until the node's next window, which is never granted before the report has been taken in.
 *
 * @param nextEvent the time of the node's next event ({@link SimNode#NEVER} if it waits for input)
 * @param earliestSend no packet or control call will leave the node before this time
 * @param waitsForCredit whether the node holds queued messages that only a credit can release
 * @param now the node's clock
 * @param removed messages the node removed from the network in this window
 * @param lastRemoval the time of the last removal (meaningful if removed > 0)
 * @param haltTime the time the program called halt, or -1
 */
record WindowReport(int node, long nextEvent, long earliestSend, boolean waitsForCredit, long now,
                    List<Packet> packets, List<Credit> credits, List<CombineCall> combines,
                    List<BroadcastCall> broadcasts, long removed, long lastRemoval, long events, long haltTime) {
}
