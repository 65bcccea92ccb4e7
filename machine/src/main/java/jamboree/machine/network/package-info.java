/**
 * The data network of the CM-5: a 4-ary fat tree whose latency depends on how many levels a message climbs,
 * with per-link bandwidth and a bounded number of packets in flight towards each destination (the network's
 * capacity, thesis section 3.2). The per-packet processor overheads live in the node runtime that charges them.
 */
package jamboree.machine.network;
