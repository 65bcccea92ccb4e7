package jamboree.machine.programs;

import jamboree.machine.api.Activity;

/** The activities the test programs charge besides the machine's own (named after a chess program's). */
public enum TestActivity implements Activity {
    CHESS_WORK(true),
    WAITING_FOR_TT_READ(false),
    LOOKING_FOR_WORK(false),
    ANSWERING_STEAL_REQUEST(false);

    private final boolean work;

    TestActivity(boolean work) {
        this.work = work;
    }

    @Override
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    @Override
    public boolean isWork() {
        return work;
    }
}
