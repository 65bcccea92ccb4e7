package jamboree.uci.engine;

import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SerialSearch;
import jamboree.engine.smp.LazySmpSearch;

/**
 * The engine module's own search on the host's clock: the serial search, or Lazy SMP when the configuration asks
 * for more than one thread on the serial machine ({@link EngineConfig#serialThreads()}).
 */
public final class SerialEngineFactory implements EngineFactory {

    @Override
    public SearchEngine create(EngineConfig config) {
        // One megabyte to start with: the EngineSlot sizes the table to the Hash option right after.
        if (config.serialThreads() > 1) {
            LazySmpSearch search = new LazySmpSearch(config.serialThreads(), SearchClock.SYSTEM, 1);
            search.setProfile(config.profile());
            // The UCI layer already takes the Move Overhead option off the clocks it passes on.
            search.setMoveOverheadMs(0);
            return search;
        }
        SerialSearch search = new SerialSearch(SearchClock.SYSTEM, 1);
        search.setProfile(config.profile());
        search.setMoveOverheadMs(0);
        return search;
    }
}
