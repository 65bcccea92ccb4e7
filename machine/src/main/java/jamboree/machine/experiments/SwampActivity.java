package jamboree.machine.experiments;

import jamboree.machine.api.Activity;

/** What the nodes of the SWAMP experiment spend their cycles on, besides the machine's own overheads. */
enum SwampActivity implements Activity {
    /** Node 0's own work, which nobody can steal. */
    WORK("work"),
    /** Denying a steal request (the handler's share of the service time). */
    DENYING_STEAL("denying steal requests");

    private final String label;

    SwampActivity(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public boolean isWork() {
        return this == WORK;
    }
}
