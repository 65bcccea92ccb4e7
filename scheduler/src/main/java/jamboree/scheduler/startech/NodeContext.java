package jamboree.scheduler.startech;

import jamboree.engine.search.Profile;
import jamboree.machine.api.Node;
import jamboree.machine.api.Side;
import jamboree.scheduler.config.CostModel;
import jamboree.scheduler.config.FullSplitDepth;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.SerialChildren;

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
    final FrameCharges charges;
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
        this.charges = new FrameCharges(cost);
    }

    /**
     * The remaining depth at or below which a position searched with the window (alpha, beta) on {@code node}'s
     * machine is one serial search: {@code serial-depth}, or with the FULL profile the depth {@link FullSplitDepth}
     * chooses for the machine (an explicit {@code full-split-depth} overrides its choice).
     */
    int splitDepth(Node node, int alpha, int beta) {
        if (run.profile() != Profile.FULL) {
            return config.serialDepth();
        }
        return FullSplitDepth.choose(config.fullSplitDepth(), onRealThreads(node), node.size(), beta - alpha > 1);
    }

    /** The children after the first a principal-variation position tests in order on {@code node}'s machine. */
    int pvSerialChildren(Node node) {
        return SerialChildren.principalVariation(config.pvSerialChildren(), onRealThreads(node));
    }

    /** The children the serialization heuristic (6.5) searches serially on {@code node}'s machine. */
    int serializationChildren(Node node) {
        return SerialChildren.serialization(config.serializationChildren(), onRealThreads(node));
    }

    /**
     * Whether a node whose stack is empty waits, before it steals, for its done frames to be freed (their last
     * messages: a parent's completion, an aborted child's acknowledgement), as the thesis's space bound (5.8) has it.
     * The FULL profile on real threads steals at once: such frames hold no work, and there those messages come only
     * after the other node's current step (a whole leaf search), so a thief lost that step after every stolen child
     * it returned.
     */
    boolean spaceBoundCountsDoneFrames(Node node) {
        return run.profile() != Profile.FULL || !onRealThreads(node);
    }

    /** The native machine: threads of one host, each running a leaf search to its end before it answers anyone. */
    private static boolean onRealThreads(Node node) {
        return node.sharedMemory().isPresent();
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
