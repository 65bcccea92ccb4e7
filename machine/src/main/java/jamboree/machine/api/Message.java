package jamboree.machine.api;

/**
 * An active message between nodes. Implementations are immutable records of primitives and arrays, so that a
 * message can cross a process boundary unchanged; the payload size decides how many 16-byte packets (20 bytes on
 * the wire) the message occupies and therefore what it costs to send and receive.
 */
public interface Message {

    /** The payload in bytes: the sum of the sizes of the fields a real implementation would transmit. */
    int payloadBytes();
}
