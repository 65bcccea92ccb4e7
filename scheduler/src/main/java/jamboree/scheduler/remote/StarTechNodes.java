package jamboree.scheduler.remote;

import jamboree.machine.api.NodeProgram;
import jamboree.machine.cluster.CborMessage;
import jamboree.machine.cluster.nodes.ProgramResolver;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.NodeMemory;
import jamboree.scheduler.startech.RunSpec;
import jamboree.scheduler.startech.StarTechProgram;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The member side of StarTech on a cluster machine: builds the program of a hosted node from a
 * {@link StarTechRunSpec}, with the node's memory (tables, move ordering) kept from run to run as the coordinator's
 * own nodes keep theirs. Memory is kept for the latest coordinating session only: a member serves one search at a
 * time, and a new session's nodes start afresh. Also builds the {@link ProbeProgram} that measures a member's messages.
 */
public final class StarTechNodes implements ProgramResolver {

    private final SchedulerConfig base;
    private String session;
    private final Map<Integer, NodeState> nodes = new HashMap<>();
    private long built;

    /** What a hosted node keeps, and the search and clear counts its memory was last prepared for. */
    private static final class NodeState {
        final NodeMemory memory;
        long search;
        long clears;

        NodeState(NodeMemory memory, long search, long clears) {
            this.memory = memory;
            this.search = search;
            this.clears = clears;
        }
    }

    /** Hosts nodes with this member's scheduler settings ({@link SchedulerConfig#load()}) under each run's switches. */
    public StarTechNodes() {
        this(SchedulerConfig.load());
    }

    public StarTechNodes(SchedulerConfig base) {
        this.base = base;
    }

    @Override
    public synchronized NodeProgram resolve(CborMessage description, int nodeId, int machineSize) {
        if (description instanceof ProbeProgram.Spec probe) {
            return new ProbeProgram(probe);
        }
        if (!(description instanceof StarTechRunSpec spec)) {
            throw new IllegalArgumentException("this member hosts StarTech's nodes; it cannot build a program from "
                    + (description == null ? "nothing" : description.getClass().getName()));
        }
        if (nodeId < 0 || nodeId >= machineSize) {
            throw new IllegalArgumentException("node " + nodeId + " of a " + machineSize + "-node run");
        }
        RunSpec run = spec.toRunSpec(base, new AtomicBoolean());
        if (!spec.session().equals(session)) {
            session = spec.session();
            nodes.clear();
        }
        NodeState state = nodes.get(nodeId);
        if (state == null) {
            state = new NodeState(new NodeMemory(run.config()), spec.search(), spec.clears());
            state.memory.newSearch();
            nodes.put(nodeId, state);
        }
        if (state.clears != spec.clears()) {
            state.memory.clear();
            state.clears = spec.clears();
        }
        if (state.search != spec.search()) {
            state.memory.newSearch();
            state.search = spec.search();
        }
        built++;
        return new StarTechProgram(nodeId, run, state.memory);
    }

    /** How many node programs this member has built for coordinators, over all runs. */
    public synchronized long programsBuilt() {
        return built;
    }
}
