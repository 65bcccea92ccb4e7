package jamboree.scheduler.startech;

import jamboree.engine.search.Profile;
import jamboree.machine.api.Node;
import jamboree.machine.api.Side;
import jamboree.scheduler.config.CostModel;
import jamboree.scheduler.config.SchedulerConfig;

/**
 * What every part of one node's program shares: who the node is, the run it takes part in, its memory, its frames and
 * its counts. Sending goes through here so that every message is counted by kind.
 */
final class NodeContext {
    final int id;
    final RunSpec run;
    final NodeMemory memory;
    final SchedulerConfig config;
    final CostModel cost;
    final Tally tally = new Tally();
    final FrameStack frames = new FrameStack();
    /** The root has its value (broadcast to every node): nobody looks for work any more; frames still wind down. */
    boolean searchOver;

    NodeContext(int id, RunSpec run, NodeMemory memory) {
        this.id = id;
        this.run = run;
        this.memory = memory;
        this.config = run.config();
        this.cost = config.cost();
    }

    /**
     * Remaining depth at or below which a subtree is one serial search: {@code serial-depth}, or with the FULL
     * profile {@code full-split-depth}.
     */
    int splitDepth() {
        return run.profile() == Profile.FULL ? config.fullSplitDepth() : config.serialDepth();
    }

    /** Whether the search was stopped from outside (the host's stop, not a simulated event). */
    boolean stopped() {
        return run.stop().get();
    }

    void send(Node node, int destination, Side side, StarTechMessage message) {
        tally.sent(message.kind());
        node.send(destination, side, message);
    }
}
