/**
 * The bench across JVMs: a {@link jamboree.bench.cluster.ClusterTrialSource} is a trial source whose searches run on
 * every member of a Jamboree cluster, the bench's own JVM included. Each member runs a
 * {@link jamboree.bench.cluster.SearchRunner}; the bench's {@link jamboree.bench.cluster.SearchDispatcher} hands
 * them requests, keyed by an id so that a result is taken once, and gives the searches of a member that leaves or
 * dies to the others. A request carries the bench's whole search configuration, so a member runs exactly the search
 * the bench's own JVM would, and the report's figures do not depend on where a search ran.
 */
package jamboree.bench.cluster;
