package jamboree.uci.engine;

import jamboree.engine.search.SearchEngine;

/** Builds the search engine the UCI loop drives. */
@FunctionalInterface
public interface EngineFactory {
    SearchEngine create(EngineConfig config);
}
