/**
 * Jamboree across JVMs: a {@link jamboree.machine.cluster.ClusterMember} is a Pekko Cluster member (Artery over TCP,
 * bound to the loopback address unless told otherwise) configured from {@code jamboree.cluster} in HOCON, and every
 * record that crosses JVMs implements {@link jamboree.machine.cluster.CborMessage}, so that it travels as Jackson
 * CBOR and nothing else does. Code above the machine adds its actors to a member as
 * {@link jamboree.machine.cluster.MemberService}s.
 */
package jamboree.machine.cluster;
