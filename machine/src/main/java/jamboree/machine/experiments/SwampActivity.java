package jamboree.machine.experiments;

import jamboree.machine.api.Activity;

/** What the nodes of the SWAMP experiment spend their cycles on, besides the machine's own overheads. */
enum SwampActivity implements Activity {
    /** Node 0's own work, which nobody can steal. */
    WORK("work", true),
    /** Denying a steal request (the handler's share of the service time). */
    DENYING_STEAL("denying steal requests", false);

    private final String label;
    private final boolean work;

    SwampActivity(String label, boolean work) {
        this.label = label;
        this.work = work;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public boolean isWork() {
        return work;
    }
}
