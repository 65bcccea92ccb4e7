package jamboree.machine.cluster.nodes;

import jamboree.machine.cluster.CborMessage;

/**
 * A record serialized on its way to another member: what a node sent (a message, its result) inside the cluster
 * machine's own envelopes, whose fields are typed by the machine and so cannot name the program's records.
 * {@link PayloadCodec} writes and reads it with Pekko's serializer for {@link CborMessage}, Jackson CBOR.
 *
 * @param serializerId the Pekko serializer that wrote {@code bytes}
 * @param manifest     the serializer's manifest: the record's class name
 * @param bytes        the serialized record
 */
public record Payload(int serializerId, String manifest, byte[] bytes) implements CborMessage {
}
