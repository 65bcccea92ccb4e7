package jamboree.machine;

/** A run could not complete: a node program threw, or broke a rule of the machine. */
public final class MachineException extends RuntimeException {

    public MachineException(String message, Throwable cause) {
        super(message, cause);
    }
}
