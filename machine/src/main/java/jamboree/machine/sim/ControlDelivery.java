package jamboree.machine.sim;

import jamboree.machine.api.ControlResult;

/** A control-network result landing at a node at {@code time}; {@code order} breaks ties deterministically. */
record ControlDelivery(long time, long order, ControlResult result) {

    static int compare(ControlDelivery a, ControlDelivery b) {
        int c = Long.compare(a.time, b.time);
        return c != 0 ? c : Long.compare(a.order, b.order);
    }
}
