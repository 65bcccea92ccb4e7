package jamboree.scheduler.startech;

import jamboree.engine.board.MoveGenerator;
import jamboree.engine.board.Position;
import jamboree.engine.search.HistoryTables;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.TimeManager;
import jamboree.machine.MachineType;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The board of deep leaf searches that native threads help, call by call without a machine. */
class LeafHelpTest {
    private static final SchedulerConfig CONFIG = SchedulerConfig.load();

    private static SearchControl running() {
        SearchControl c = new SearchControl(() -> 0L);
        c.start(0, TimeManager.Budget.UNLIMITED, false);
        return c;
    }

    private static LeafHelp.Leaf begin(LeafHelp help, int owner, int depth, SearchControl ownerControl) {
        return help.begin(owner, Position.startPosition(), -50, 50, depth, 1, 0, ownerControl, new HistoryTables());
    }

    @Test
    void onlyTheNativeMachineWithSeveralThreadsAndASharedTableHelps() {
        assertNotNull(LeafHelp.of(MachineType.NATIVE, 2, CONFIG, true));
        assertNull(LeafHelp.of(MachineType.NATIVE, 1, CONFIG, true), "one thread has nobody to help");
        assertNull(LeafHelp.of(MachineType.NATIVE, 2, CONFIG, false), "helpers need the shared leaf table");
        assertNull(LeafHelp.of(MachineType.SIMULATED, 2, CONFIG, true), "the CM-5's nodes share no memory");
        assertNull(LeafHelp.of(MachineType.CLUSTER, 2, CONFIG, true));
        assertNull(LeafHelp.of(MachineType.NATIVE, 2, CONFIG.with(Switch.LEAF_HELP, false), true));
        assertNull(LeafHelp.of(MachineType.NATIVE, 1000, CONFIG, true), "more threads than claims tell apart");
    }

    @Test
    void aShallowLeafIsNotOfferedAndADeepOneIsOfferedUntilItEnds() {
        LeafHelp help = LeafHelp.of(MachineType.NATIVE, 3, CONFIG, true);
        assertNull(begin(help, 1, LeafHelp.MIN_DEPTH - 1, running()));
        assertNull(help.runningOn(1));

        LeafHelp.Leaf leaf = begin(help, 1, LeafHelp.MIN_DEPTH, running());
        assertSame(leaf, help.runningOn(1));
        assertNull(help.runningOn(0));
        assertNull(help.runningOn(2));
        assertTrue(leaf.join(running()));

        help.end(leaf);
        assertNull(help.runningOn(1));
        assertFalse(leaf.join(running()), "a helper that comes after the end has nothing to help");
    }

    @Test
    void theEndStopsEveryHelperAndTheOwnerKeepsRunning() {
        LeafHelp help = LeafHelp.of(MachineType.NATIVE, 2, CONFIG, true);
        SearchControl owner = running();
        SearchControl helper = running();
        LeafHelp.Leaf leaf = begin(help, 0, 10, owner);
        assertTrue(leaf.join(helper));
        assertFalse(helper.stopRequested());

        help.end(leaf);
        assertTrue(helper.stopRequested());
        assertFalse(owner.stopRequested());
        assertFalse(leaf.helped());
    }

    @Test
    void aHelperThatFinishesFirstGivesTheValueAndStopsTheOwner() {
        LeafHelp help = LeafHelp.of(MachineType.NATIVE, 2, CONFIG, true);
        SearchControl owner = running();
        LeafHelp.Leaf leaf = begin(help, 0, 10, owner);
        assertTrue(leaf.join(running()));

        leaf.finish(37);
        leaf.finish(-5);
        assertTrue(owner.stopRequested());
        assertTrue(leaf.helped());
        assertEquals(37, leaf.helperValue(), "the first helper to finish gives the value");

        help.end(leaf);
        LeafHelp.Leaf late = begin(help, 0, 10, running());
        help.end(late);
        late.finish(12);
        assertFalse(late.helped(), "a value after the end is too late to count");
    }

    @Test
    void theLeafCarriesACopyOfItsPositionAndTheOwnersOrdering() {
        LeafHelp help = LeafHelp.of(MachineType.NATIVE, 2, CONFIG, true);
        Position position = Position.startPosition();
        HistoryTables ordering = new HistoryTables();
        LeafHelp.Leaf leaf = help.begin(0, position, -1, 0, 8, 3, 0, running(), ordering);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        MoveGenerator.legalMoves(position, moves);
        position.makeMove(moves[0]);
        assertEquals(Position.startPosition().key(), leaf.position.key(), "the owner's moves do not reach the copy");
        assertEquals(ordering.historySnapshot().length, leaf.history.length);
        assertEquals(2 * 9, leaf.killers.length, "the killers of the leaf's plies");
    }
}
