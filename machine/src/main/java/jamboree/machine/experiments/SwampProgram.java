package jamboree.machine.experiments;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;

/**
 * SWAMP (thesis 5.7): node 0 has {@code work} cycles of work and nothing to steal; every other node keeps
 * sending steal requests to random other nodes, which deny them. A busy node spends t_b on a request, an idle
 * one t_i (each including the cost of receiving the request and sending the denial); a thief's next request
 * leaves {@code thiefDelay} cycles after it has received a denial. The run halts when node 0's work is done.
 */
final class SwampProgram implements NodeProgram {

    private final long work;
    private final long quantum;
    private final long busyService;
    private final long idleService;
    private final long thiefDelay;
    private final boolean haltWhenDone;
    private final long receiveCycles;
    private final long sendCycles;
    private long done;
    private long requests;
    private boolean waiting;
    private long nextRequestAt;

    /**
     * @param work cycles of work node 0 must do (0 for a pure steal storm with no halt)
     * @param quantum cycles of work between two polls on the busy node
     * @param busyService cycles a busy node spends per request, receive and reply included
     * @param idleService cycles an idle node spends per request, receive and reply included
     * @param thiefDelay cycles between a thief receiving a denial and sending its next request
     * @param receiveCycles the machine's cost of receiving one packet (part of the service times)
     * @param sendCycles the machine's cost of sending one packet (part of the service times)
     */
    SwampProgram(long work, long quantum, long busyService, long idleService, long thiefDelay,
                 boolean haltWhenDone, long receiveCycles, long sendCycles) {
        this.receiveCycles = receiveCycles;
        this.sendCycles = sendCycles;
        this.work = work;
        this.quantum = quantum;
        this.busyService = busyService;
        this.idleService = idleService;
        this.thiefDelay = thiefDelay;
        this.haltWhenDone = haltWhenDone;
    }

    private boolean busy(Node node) {
        return node.id() == 0 && done < work;
    }

    @Override
    public boolean step(Node node) {
        if (busy(node)) {
            long q = Math.min(quantum, work - done);
            node.charge(q, SwampActivity.WORK);
            done += q;
            if (done >= work && haltWhenDone) {
                node.halt();
            }
            return done < work;
        }
        if (node.id() != 0 && !waiting && node.size() > 1) {
            if (requests > 0 && thiefDelay > 0 && node.now() < nextRequestAt) {
                node.wakeAt(nextRequestAt);
                return false;
            }
            int victim = node.random().nextInt(node.size() - 1);
            if (victim >= node.id()) {
                victim++;
            }
            waiting = true;
            node.send(victim, Side.REQUEST, new StealMessages.StealRequest(requests++));
        }
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
        if (message instanceof StealMessages.StealRequest r) {
            long service = busy(node) ? busyService : idleService;
            // The service time includes the receive just done and the denial sent at its end.
            long handler = Math.max(0, service - receiveCycles - sendCycles);
            node.charge(handler, SwampActivity.DENYING_STEAL);
            node.send(source, Side.REPLY, new StealMessages.StealDenied(r.number()));
        } else if (message instanceof StealMessages.StealDenied) {
            waiting = false;
            nextRequestAt = node.now() + thiefDelay;
        }
    }
}
