package jamboree.machine.sim;

import jamboree.machine.api.Message;

/**
 * A message in flight.
 *
 * @param injectTime when the first packet entered the network
 * @param source sending node
 * @param sequence the sender's count of messages sent before this one (ties broken by it)
 * @param destination receiving node
 * @param side request or reply side (ordinal of {@link jamboree.machine.api.Side})
 * @param packets 16-byte packets the message occupies
 * @param earliestArrival when the last packet would arrive on an otherwise idle network
 */
record Packet(long injectTime, int source, long sequence, int destination, int side, int packets,
              long earliestArrival, Message message) {

    /** The order in which messages reach their destination's input link. */
    static int compareArrival(Packet a, Packet b) {
        int c = Long.compare(a.earliestArrival, b.earliestArrival);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.source, b.source);
        return c != 0 ? c : Long.compare(a.sequence, b.sequence);
    }
}
