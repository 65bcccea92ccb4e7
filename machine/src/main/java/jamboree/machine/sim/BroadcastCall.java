package jamboree.machine.sim;

/** A node broadcasting {@code value} at {@code time}; {@code sequence} counts that node's broadcasts. */
record BroadcastCall(int node, long sequence, long value, long time) {
}
