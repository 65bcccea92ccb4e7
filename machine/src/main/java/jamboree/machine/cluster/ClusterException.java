package jamboree.machine.cluster;

/** A member could not start, join or leave; the message says what to check. */
public final class ClusterException extends RuntimeException {

    public ClusterException(String message) {
        super(message);
    }

    public ClusterException(String message, Throwable cause) {
        super(message, cause);
    }
}
