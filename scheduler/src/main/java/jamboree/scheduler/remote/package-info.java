/**
 * StarTech's programs for nodes in other JVMs: the description of a run that a cluster machine sends to the members
 * hosting its nodes ({@link jamboree.scheduler.remote.StarTechRunSpec}), and the member side that turns it back into
 * the same {@link jamboree.scheduler.startech.StarTechProgram}, keeping each hosted node's memory from run to run
 * ({@link jamboree.scheduler.remote.StarTechNodes}); and the program with which {@code cluster-probe} measures the
 * cluster's messages ({@link jamboree.scheduler.remote.ProbeProgram}).
 */
package jamboree.scheduler.remote;
