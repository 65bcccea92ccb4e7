package jamboree.scheduler.startech;

import jamboree.engine.search.Score;
import jamboree.engine.search.TableWord;
import jamboree.scheduler.measure.SearchActivity;
import jamboree.machine.api.SharedMemory;
import jamboree.machine.api.Side;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.table.TableSlice;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The three ways to the transposition table, each driven without a machine. */
class TableAccessTest {
    private static final int NODES = 4;

    private final List<Frame> freed = new ArrayList<>();

    /** A frame of the start position at depth 4 on {@code ctx}'s stack, about to read the table. */
    private static Frame reader(NodeContext ctx) {
        Frame f = Parts.loopingRoot(ctx, 4);
        f.phase = Phase.NEW;
        f.readTable = true;
        return f;
    }

    /** A node that does not own the start position, its table access by message, and a frame about to read. */
    private record Remote(long key, int owner, NodeContext ctx, RecordingNode node, TableAccess table, Frame f) {
    }

    private Remote remoteReader() {
        long key = Parts.context(0).run.root().key();
        int owner = TableSlice.owner(key, NODES);
        int reader = (owner + 1) % NODES;
        NodeContext ctx = Parts.context(reader);
        RecordingNode node = new RecordingNode(reader, NODES);
        return new Remote(key, owner, ctx, node, TableAccess.create(ctx, node, freed::add), reader(ctx));
    }

    @Test
    void aReadGoesToTheOwnerAndTheReplyLetsTheFrameGoOn() {
        Remote r = remoteReader();
        long key = r.key();
        int owner = r.owner();
        NodeContext ctx = r.ctx();
        RecordingNode node = r.node();
        TableAccess table = r.table();
        Frame f = r.f();

        table.read(node, f);

        assertSame(Phase.TABLE_WAIT, f.phase);
        RecordingNode.Sent sent = node.takeSent().get(0);
        assertEquals(owner, sent.destination());
        assertEquals(Side.REQUEST, sent.side());
        assertEquals(new StarTechMessage.TableRead(key, 4, f.reference), sent.message());

        long data = TableWord.pack(0, 3, -5, 20, 0);
        table.receive(node, owner, new StarTechMessage.TableReply(f.reference, data));
        assertSame(Phase.EXPAND, f.phase);
        assertEquals(data, f.tableData);
        assertEquals(1, ctx.tally.counters().get(Counter.TABLE_READS));
        assertEquals(1, ctx.tally.counters().get(Counter.TABLE_HITS));
    }

    @Test
    void theOwnerDefersASecondReadUntilTheAnnouncedSearchUpdates() {
        NodeContext owner = Parts.context(1, SchedulerConfig.load().with("deferred-reads", true));
        RecordingNode node = new RecordingNode(1, NODES);
        TableAccess table = TableAccess.create(owner, node, freed::add);
        long key = 0x1234_5678_9ABCL;

        table.receive(node, 2, new StarTechMessage.TableRead(key, 5, 21L));
        assertEquals(new StarTechMessage.TableReply(21L, 0), node.takeSent().get(0).message(),
                "the first reader is answered (a miss) and its search announced");
        table.receive(node, 3, new StarTechMessage.TableRead(key, 5, 31L));
        assertTrue(node.takeSent().isEmpty(), "the second waits for the first's result");
        assertEquals(1, owner.tally.counters().get(Counter.DEFERRED_READS));

        table.receive(node, 2, new StarTechMessage.TableUpdate(key, 5, 0, 40, 40));
        RecordingNode.Sent answer = node.takeSent().get(0);
        assertEquals(3, answer.destination());
        StarTechMessage.TableReply reply = assertInstanceOf(StarTechMessage.TableReply.class, answer.message());
        assertEquals(31L, reply.frame());
        assertEquals(40, TableWord.lower(reply.data()));
        assertEquals(5, TableWord.depth(reply.data()));
        assertEquals(3 * owner.cost.tableService(), node.charged(SearchActivity.SERVICING_TT_LOOKUP),
                "each of the three handlers pays the service cycles");
    }

    @Test
    void aStoreOfTheOwnersOwnPositionNeedsNoMessage() {
        long key = Parts.context(0).run.root().key();
        int owner = TableSlice.owner(key, NODES);
        NodeContext ctx = Parts.context(owner);
        RecordingNode node = new RecordingNode(owner, NODES);
        TableAccess table = TableAccess.create(ctx, node, freed::add);
        Frame f = reader(ctx);
        table.read(node, f);
        assertSame(Phase.EXPAND, f.phase, "answered at once");
        assertTrue(node.takeSent().isEmpty());

        table.store(node, f, 30);
        assertTrue(node.takeSent().isEmpty());
        long data = ctx.memory.slice.probe(key);
        assertEquals(30, TableWord.lower(data), "30 is above alpha: a lower bound");
        assertEquals(30, TableWord.upper(data), "and below beta: an upper bound");
        assertEquals(1, ctx.tally.counters().get(Counter.TABLE_UPDATES));
    }

    @Test
    void anAbortedFrameStoresNothingAndAReplyToItFreesIt() {
        Remote r = remoteReader();
        int owner = r.owner();
        RecordingNode node = r.node();
        TableAccess table = r.table();
        Frame f = r.f();
        table.read(node, f);
        node.takeSent();
        f.phase = Phase.DONE;
        f.aborted = true;

        table.store(node, f, 50);
        assertTrue(node.takeSent().isEmpty());
        table.receive(node, owner, new StarTechMessage.TableReply(f.reference, 0));
        assertEquals(List.of(f), freed, "the reply was the last message the frame waited for");
    }

    @Test
    void withSharedMemoryReadsAndUpdatesGoStraightToTheOwnersSlice() {
        NodeMemory[] memories = new NodeMemory[NODES];
        SchedulerConfig config = SchedulerConfig.load();
        for (int i = 0; i < NODES; i++) {
            memories[i] = new NodeMemory(config);
        }
        NodeContext base = Parts.context(0, config);
        RunSpec run = new RunSpec(base.run.root(), 4, base.run.profile(), config, base.run.rootHint(),
                base.run.stop());
        long key = run.root().key();
        int owner = TableSlice.owner(key, NODES);
        int reader = (owner + 1) % NODES;
        NodeContext ctx = new NodeContext(reader, run, memories[reader]);
        RecordingNode node = new RecordingNode(reader, NODES);
        node.sharedMemory = new SharedMemory() {
            @Override
            public <T> T of(int n, Class<T> type) {
                return type.cast(memories[n].slice);
            }
        };
        TableAccess table = TableAccess.create(ctx, node, freed::add);
        assertInstanceOf(TableBySharedMemory.class, table);
        assertInstanceOf(TableByMessage.class, TableAccess.create(
                new NodeContext(reader, new RunSpec(run.root(), 4, run.profile(),
                        config.with("native-shared-table", false), run.rootHint(), run.stop()), memories[reader]),
                node, freed::add), "the switch turns it off");
        Frame f = reader(ctx);

        table.store(node, f, -Score.INFINITE + 1);
        table.read(node, f);

        assertTrue(node.takeSent().isEmpty(), "no messages at all");
        assertSame(Phase.EXPAND, f.phase);
        assertEquals(memories[owner].globalTableEntry(key), f.tableData);
        assertTrue(f.tableData != 0);
    }

    @Test
    void withoutTheGlobalTableEachNodeUsesItsOwn() {
        NodeContext ctx = Parts.context(2, SchedulerConfig.load().with("global-table", false));
        RecordingNode node = new RecordingNode(2, NODES);
        TableAccess table = TableAccess.create(ctx, node, freed::add);
        assertInstanceOf(NodeOwnTable.class, table);
        Frame f = reader(ctx);

        table.store(node, f, 30);
        table.read(node, f);

        assertTrue(node.takeSent().isEmpty());
        assertEquals(30, TableWord.lower(f.tableData));
        assertEquals(1, ctx.tally.counters().get(Counter.TABLE_HITS));
    }
}
