package jamboree.machine.cluster.nodes;

import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.typed.ActorRef;

/**
 * The nodes of a run that one member hosts.
 *
 * @param member the member's address
 * @param host   its node host, or null for the coordinating member itself (whose nodes are built locally)
 * @param nodes  the node numbers, ascending
 */
record Placement(Address member, ActorRef<NodeHost.Command> host, int[] nodes) {
}
