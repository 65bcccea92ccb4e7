package jamboree.scheduler.startech;

import jamboree.engine.eval.Evaluator;
import jamboree.engine.search.MovePicker;
import jamboree.engine.search.SearchControl;
import jamboree.engine.search.SearchStats;
import jamboree.engine.search.Searcher;
import jamboree.engine.search.TimeManager;
import jamboree.engine.search.TranspositionTable;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.table.TableSlice;
import jamboree.scheduler.table.TableStore;

/**
 * What one node keeps from run to run (the iterations of a search and the searches of a game), as a CM-5 node kept
 * its memory: its slice of the global table, its own table and serial searcher for the leaf searches, and its move
 * ordering knowledge. The serial searcher is built on first use, so that nodes that never get work cost no memory,
 * and evaluates with the pawn-structure cache of the host thread running the node
 * ({@link Evaluator#sharingThreadCache()}): a cache per node would not stay in the host's caches, and a cache of a
 * pure function changes no figure whichever thread's it is. For the same reason the searcher's working memory and
 * the frames' move picker are the host thread's ({@link Searcher#sharingThreadScratch}, {@link
 * MovePicker#ofThisThread}); what the node keeps is its tables and its move-ordering knowledge.
 */
public final class NodeMemory {
    private final SchedulerConfig config;
    final TableSlice slice;
    private final SearchControl control = new SearchControl(() -> 0L);
    private final TranspositionTable sharedLeafTable;
    private final LeafHelp help;
    private final TableStore tables;
    private final int id;
    /** Set when the tables have been given back: the memory serves no further search. */
    private boolean givenBack;
    private TranspositionTable leafTable;
    private Searcher searcher;
    /** The searcher of the leaves this node helps, with its own control; built at the first help. */
    private Searcher helper;
    private final SearchControl helperControl = new SearchControl(() -> 0L);
    private jamboree.engine.search.Profile profile = jamboree.engine.search.Profile.STARTECH;
    final SearchStats frameStats = new SearchStats();

    public NodeMemory(SchedulerConfig config) {
        this(config, null, null, 0);
    }

    /**
     * Node {@code id}, whose leaf searches use {@code sharedLeafTable}, one table for every node of a machine whose
     * nodes share the host's memory (its owner starts and clears it), or a table of the node's own when null; and
     * whose deep leaves idle threads help through {@code help} (null: none).
     */
    public NodeMemory(SchedulerConfig config, TranspositionTable sharedLeafTable, LeafHelp help, int id) {
        this(config, sharedLeafTable, help, id, TableStore.FRESH);
    }

    /** As above, with the slice's words and the node's own leaf table taken from {@code tables}. */
    public NodeMemory(SchedulerConfig config, TranspositionTable sharedLeafTable, LeafHelp help, int id,
                      TableStore tables) {
        if (help != null && sharedLeafTable == null) {
            throw new IllegalArgumentException("helped leaves need the shared leaf table");
        }
        this.config = config;
        this.sharedLeafTable = sharedLeafTable;
        this.help = help;
        this.id = id;
        this.tables = tables;
        this.slice = new TableSlice(config.tableEntriesPerNode(), tables);
        control.start(0, TimeManager.Budget.UNLIMITED, false);
    }

    Searcher searcher() {
        if (searcher == null) {
            if (givenBack) {
                throw new IllegalStateException("node " + id + ": its tables were given back after its last search");
            }
            leafTable = sharedLeafTable != null ? sharedLeafTable : tables.leafTable(config.leafTableMegabytes());
            searcher = Searcher.sharingThreadScratch(leafTable, control, Evaluator.sharingThreadCache());
            searcher.setProfile(profile);
            shareMovesWhenHelped();
        }
        return searcher;
    }

    /** Sets the tree definition of the coming run (the leaves search the same tree as the serial search). */
    void prepare(jamboree.engine.search.Profile profile) {
        this.profile = profile;
        slice.clearAnnouncements();
        if (searcher != null) {
            searcher.setProfile(profile);
            shareMovesWhenHelped();
        }
    }

    /** The node's own leaves announce their moves to the threads that may help them (ABDADA), only then. */
    private void shareMovesWhenHelped() {
        searcher.shareMoves(helpedLeaves() != null ? help.movesOf(id) : null);
    }

    /** The help of this run's deep leaves: only the FULL profile's, on a machine whose threads help. */
    LeafHelp helpedLeaves() {
        return profile == jamboree.engine.search.Profile.FULL ? help : null;
    }

    /** The control of this node's own leaf searches (a helper that finishes first stops it). */
    SearchControl control() {
        return control;
    }

    /** The searcher of the leaves this node helps, ready to search; its control is restarted. */
    Searcher helper() {
        if (helper == null) {
            helper = new Searcher(sharedLeafTable, helperControl, Evaluator.sharingThreadCache());
            helper.shareMoves(help.movesOf(id));
        }
        helper.setProfile(profile);
        helperControl.start(0, TimeManager.Budget.UNLIMITED, false);
        return helper;
    }

    SearchControl helperControl() {
        return helperControl;
    }

    TranspositionTable leafTable() {
        searcher();
        return leafTable;
    }

    /** The picker of this node's frames: its host thread's, serving this node until it has handed out the moves. */
    MovePicker picker() {
        return MovePicker.ofThisThread(searcher().history(), frameStats);
    }

    /**
     * The entry this node's slice of the global table holds for {@code key} ({@link
     * jamboree.engine.search.TableWord} format, 0 on a miss). For the host reading memory after a run, never for
     * the simulated program (a read by the program is a message to the owner and costs cycles).
     */
    public long globalTableEntry(long key) {
        return slice.probe(key);
    }

    /**
     * The entry this node's own table holds for {@code key} ({@link TranspositionTable} format, 0 on a miss), for the
     * host after a run. A node that never searched has no table, and asking must not build one: building it here
     * would change what a later search of this node stores and evicts.
     */
    public long leafTableEntry(long key) {
        return searcher == null ? 0 : leafTable.probe(key);
    }

    /** The occupancy of the node's leaf table in permill (0 before its first search: asking builds no table). */
    public int leafTableHashFull() {
        return searcher == null ? 0 : leafTable.hashFull();
    }

    /** Makes the node's serial leaf searches return at once (a stop request from another thread). */
    public void requestStop() {
        control.requestStop();
        helperControl.requestStop();
    }

    /** Prepares for a new search (not between the iterations of one). */
    public void newSearch() {
        slice.newSearch();
        if (searcher != null) {
            if (sharedLeafTable == null) {
                leafTable.newSearch();
            }
            searcher.history().newSearch();
        }
        if (helper != null) {
            helper.history().newSearch();
        }
        control.start(0, TimeManager.Budget.UNLIMITED, false);
    }

    /**
     * Gives the node's tables back to the store they came from (not a shared leaf table, which is its owner's). The
     * memory serves no search after this.
     */
    public void giveBackTables() {
        givenBack = true;
        slice.giveBack();
        if (searcher != null && sharedLeafTable == null) {
            tables.giveBack(leafTable);
        }
        searcher = null;
        leafTable = null;
        helper = null;
    }

    /** Forgets everything (a new game). */
    public void clear() {
        slice.clear();
        if (searcher != null) {
            if (sharedLeafTable == null) {
                leafTable.clear();
            }
            searcher.history().clear();
        }
        if (helper != null) {
            helper.history().clear();
        }
    }
}
