package jamboree.uci.engine;

import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SerialSearch;

/** The single-threaded search of the engine module on the host's clock. */
public final class SerialEngineFactory implements EngineFactory {

    @Override
    public SearchEngine create(EngineConfig config) {
        // One megabyte to start with: the EngineSlot sizes the table to the Hash option right after.
        SerialSearch search = new SerialSearch(SearchClock.SYSTEM, 1);
        search.setProfile(config.profile());
        // The UCI layer already takes the Move Overhead option off the clocks it passes on.
        search.setMoveOverheadMs(0);
        return search;
    }
}
