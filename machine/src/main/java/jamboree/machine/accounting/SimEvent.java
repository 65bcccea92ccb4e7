package jamboree.machine.accounting;

/**
 * The kinds of event the simulated CM-5 processes on a node, in the order of the codes its trace hash gives them (the
 * first is 1). A node window is also counted by the first event it processed ({@link SimulationCounts}).
 */
public enum SimEvent {
    START("start", "the start"),
    STEP("step", "a step"),
    RECEIVE("message delivered", "a message"),
    CONTROL("control-network result", "a control-network result"),
    SEND("message sent", "a send"),
    POLL("empty poll", "a poll");

    private final String label;
    private final String opener;

    SimEvent(String label, String opener) {
        this.label = label;
        this.opener = opener;
    }

    /** What one such event is, for counts of events. */
    public String label() {
        return label;
    }

    /** The event as what opened a node window, for counts of windows. */
    public String opener() {
        return opener;
    }

    /** The number the trace hash gives the kind. */
    public int traceCode() {
        return ordinal() + 1;
    }
}
