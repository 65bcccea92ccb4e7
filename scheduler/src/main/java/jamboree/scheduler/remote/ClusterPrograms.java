package jamboree.scheduler.remote;

import jamboree.machine.api.ProgramFactory;
import jamboree.machine.cluster.nodes.RemoteProgramFactory;
import jamboree.scheduler.startech.NodeMemory;
import jamboree.scheduler.startech.RunSpec;
import jamboree.scheduler.startech.StarTechProgram;

import java.util.UUID;

/**
 * The StarTech programs of one search object's runs on any machine: local programs over the search's own node memory,
 * and on a cluster machine also the description the other members build theirs from. Counts the searches and clears
 * of its session, which the members' {@link StarTechNodes} follow.
 */
public final class ClusterPrograms {

    private final String session = UUID.randomUUID().toString();
    private long searches;
    private long clears;

    /** A new search begins (the nodes' memory starts a new search, not a new game). */
    public void newSearch() {
        searches++;
    }

    /** Everything is forgotten (a new game). */
    public void clear() {
        clears++;
    }

    /** The programs of one run: {@code memories} for the nodes of this JVM, the description for the others. */
    public ProgramFactory factory(RunSpec run, NodeMemory[] memories, boolean remote) {
        ProgramFactory local = (id, size) -> new StarTechProgram(id, run, memories[id]);
        return remote ? RemoteProgramFactory.of(StarTechRunSpec.of(session, searches, clears, run), local,
                run.stop()::get) : local;
    }
}
