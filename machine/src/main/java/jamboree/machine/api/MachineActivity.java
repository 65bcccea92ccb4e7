package jamboree.machine.api;

/** The activities the machine charges by itself, whatever program it runs. */
public enum MachineActivity implements Activity {
    /** Injecting packets into the data network. */
    SEND("network send"),
    /** Removing packets from the data network and dispatching their handlers. */
    RECEIVE("network receive"),
    /** Polls that found nothing. */
    POLL("empty polls"),
    /** Nothing to do: waiting for a message, with no reason named by {@link Node#idleAs}. */
    IDLE("idle");

    private final String label;

    MachineActivity(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public boolean isWork() {
        return false;
    }

    @Override
    public boolean isBusy() {
        return this != IDLE;
    }
}
