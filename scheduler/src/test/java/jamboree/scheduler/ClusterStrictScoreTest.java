package jamboree.scheduler;

import com.typesafe.config.ConfigFactory;
import jamboree.engine.notation.EpdRecord;
import jamboree.engine.notation.Fen;
import jamboree.engine.board.Position;
import jamboree.engine.search.IterationInfo;
import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchResult;
import jamboree.machine.cluster.ClusterMember;
import jamboree.machine.cluster.ClusterSettings;
import jamboree.machine.cluster.nodes.NodeHost;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.remote.StarTechNodes;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.Counter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cluster machine in one JVM with two members (a node host and the coordinating machine, talking over Artery on
 * loopback): the strict profile finds the serial score, and the remote nodes really take part.
 */
class ClusterStrictScoreTest {

    @Test
    void strictScoreOnTwoMembersEqualsTheSerialScore() {
        ClusterSettings hostSettings = ClusterSettings.load().withPort(0);
        MachineConfig machineConfig = MachineConfig.load();
        StarTechNodes hosted = new StarTechNodes();
        try (ClusterMember host = ClusterMember.start(hostSettings,
                List.of(NodeHost.service(hosted, machineConfig)))) {
            MachineConfig coordinator = MachineConfig.from(ConfigFactory.parseString(
                    "jamboree.cluster.seed-nodes = [\"" + host.hostPort() + "\"]\n"
                            + "jamboree.cluster.nodes.await-members = 2").withFallback(ConfigFactory.load()));
            Reference reference = new Reference();
            List<EpdRecord> positions = Suites.kaufman().subList(0, 3);
            try (ParallelSearch search = new ParallelSearch(MachineKind.CLUSTER, 4, SchedulerConfig.load(),
                    coordinator)) {
                search.setProfile(Profile.STRICT);
                for (EpdRecord r : positions) {
                    ParallelSearchResult result = search.searchToDepth(Fen.parse(r.fen()), 3);
                    assertEquals(reference.strictScore(r.fen(), 3), result.search().score(), r.id());
                    assertEquals(3, result.search().depth(), r.id());
                    assertEquals(0, result.counters().get(Counter.PROTOCOL_ERRORS), r.id());
                    assertEquals(0, result.counters().get(Counter.LIVE_FRAMES_AT_END), r.id());
                    assertTrue(result.counters().messagesSent() > 0, r.id() + ": the nodes exchanged no message");
                }
                // Nodes 1 and 3 of each of the 3 iterations of each position ran on the other member.
                assertEquals(2L * 3 * positions.size(), hosted.programsBuilt());
            }
        }
    }

    @Test
    @Timeout(120)
    void aMemberLeavingMidSearchLeavesALegalMoveAndTheNextSearchRunsWithoutIt() throws Exception {
        MachineConfig machineConfig = MachineConfig.load();
        try (ClusterMember stays = ClusterMember.start(ClusterSettings.load().withPort(0),
                List.of(NodeHost.service(new StarTechNodes(), machineConfig)))) {
            ClusterMember leaves = ClusterMember.start(ClusterSettings.load().withPort(0)
                    .withSeedNodes(List.of(stays.hostPort())), List.of(NodeHost.service(new StarTechNodes(),
                    machineConfig)));
            MachineConfig coordinator = MachineConfig.from(ConfigFactory.parseString(
                    "jamboree.cluster.seed-nodes = [\"" + stays.hostPort() + "\"]\n"
                            + "jamboree.cluster.nodes.await-members = 3").withFallback(ConfigFactory.load()));
            List<String> notes = new CopyOnWriteArrayList<>();
            try (ParallelSearch search = new ParallelSearch(MachineKind.CLUSTER, 6, SchedulerConfig.load(),
                    coordinator)) {
                search.setProfile(Profile.STRICT);
                MachineSearchListener listener = new MachineSearchListener() {
                    @Override
                    public void onIteration(IterationInfo info) {
                        if (info.depth() == 2) {
                            // Leaves while the search goes on: the next run finds its member gone.
                            new Thread(leaves::close).start();
                        }
                    }

                    @Override
                    public void onMachineNote(String note) {
                        notes.add(note);
                    }
                };
                Position root = Fen.parse(Fen.START);
                // The member may leave during a run that has nodes on it (the run is abandoned and the search
                // answers the last depth's move) or between two runs (the next run is placed on the members left
                // and the search goes on): a time limit ends the search in either case, with a legal move.
                SearchResult result = search.search(root, SearchLimits.ofMoveTime(15_000), listener);
                assertTrue(root.isLegal(result.bestMove()), "bestmove " + result.bestMove());
                assertTrue(result.depth() >= 2, "depth " + result.depth());
                assertTrue(notes.stream().anyMatch(n -> n.contains("over 3 members")), notes.toString());
                // The next search runs on the two members left, and completes.
                SearchResult next = search.search(root, SearchLimits.ofDepth(3), listener);
                assertEquals(3, next.depth());
                assertEquals(new Reference().strictScore(Fen.START, 3), next.score());
                assertTrue(notes.stream().anyMatch(n -> n.contains("over 2 members")), notes.toString());
            }
        }
    }
}
