/**
 * The cluster machine: the native machine's node API with the nodes of a run spread over the members of a Pekko
 * cluster. The member that runs the search coordinates each run ({@link jamboree.machine.cluster.nodes.RunControl},
 * the control network); every member that hosts nodes runs a {@link jamboree.machine.cluster.nodes.NodeHost}
 * registered with the receptionist, which rebuilds the programs of its nodes from a serializable description
 * ({@link jamboree.machine.cluster.nodes.RemoteProgramFactory}, {@link jamboree.machine.cluster.nodes.ProgramResolver}).
 * Messages between nodes of one member stay objects; between members they travel as Jackson CBOR of the same records
 * ({@link jamboree.machine.cluster.nodes.Payload}), and anything else is refused and logged.
 */
package jamboree.machine.cluster.nodes;
