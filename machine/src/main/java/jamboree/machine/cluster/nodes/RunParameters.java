package jamboree.machine.cluster.nodes;

/**
 * What every member taking part in a run is told about it.
 *
 * @param run        the run's number at its coordinator, so that a member tells the runs of one machine apart
 * @param processors the nodes of the run, over all members
 * @param seed       the machine seed (each node's random stream is seeded from it and the node's number)
 * @param clockHz    the clock that converts host time to cycles
 */
public record RunParameters(long run, int processors, long seed, long clockHz) {
}
