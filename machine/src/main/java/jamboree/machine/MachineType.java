package jamboree.machine;

/** The kinds of machine {@link Machines#create} makes; all run the same programs through the same node API. */
public enum MachineType {
    /** The simulated CM-5: virtual cycles, deterministic, nodes that share nothing. */
    SIMULATED,
    /** Real threads and the wall clock, on nodes that share the host's memory. */
    NATIVE,
    /** Native nodes spread over the members of a Pekko cluster, this JVM being one (jamboree.cluster settings). */
    CLUSTER
}
