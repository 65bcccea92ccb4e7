package jamboree.machine.cluster;

/**
 * Marks a record that may travel between cluster members. {@code reference.conf} binds this interface to Pekko's
 * {@code jackson-cbor} serializer; a class that is neither bound nor otherwise allowed is refused by the receiver,
 * which is what keeps foreign bytes from being turned into arbitrary objects.
 *
 * <p>Implementations should be records of plain values (numbers, strings, lists, other {@code CborMessage}s, actor
 * references) so that Jackson can write and read them without annotations.
 */
public interface CborMessage {
}
