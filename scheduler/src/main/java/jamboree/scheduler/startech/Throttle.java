package jamboree.scheduler.startech;

import jamboree.machine.api.Node;
import jamboree.scheduler.config.ThrottleKind;

/**
 * StarTech's global throttle (thesis 4.7, 5.7) on one node: a split-phase barrier that every node enters between two
 * steal attempts. A busy node raises its hand only after doing some work ({@code throttle-work} cycles); an idle node
 * raises it at once and may send one steal request per phase, so that thieves cannot swamp the busy nodes. Active
 * only with {@link ThrottleKind#STARTECH}, on more than one node, until the root has its value.
 */
final class Throttle {
    private final NodeContext ctx;
    private final boolean active;
    private long workSinceHand;
    private boolean sentSinceEntry;

    Throttle(NodeContext ctx) {
        this.ctx = ctx;
        this.active = ctx.config.throttle() == ThrottleKind.STARTECH;
    }

    /** After chess work: a node that has done enough raises its hand, if the last phase is over. */
    void afterWork(Node node, long cycles) {
        workSinceHand += cycles;
        if (applies(node) && workSinceHand >= ctx.config.throttleWork() && node.barrierCompleted()) {
            enterBarrier(node);
        }
    }

    /** A node that cannot work raises its hand at once, so that the busy nodes alone pace the phases. */
    void raiseHandWhileWaiting(Node node) {
        if (applies(node) && node.barrierCompleted()) {
            enterBarrier(node);
        }
    }

    /**
     * An idle node about to steal: enters the next phase if the last one is over, and says whether it may send a
     * request in this phase (one per phase).
     */
    boolean maySteal(Node node) {
        if (node.barrierCompleted()) {
            enterBarrier(node);
        }
        if (sentSinceEntry) {
            return false;
        }
        sentSinceEntry = true;
        return true;
    }

    private boolean applies(Node node) {
        return active && node.size() > 1 && !ctx.searchOver;
    }

    private void enterBarrier(Node node) {
        node.enterBarrier();
        workSinceHand = 0;
        sentSinceEntry = false;
    }
}
