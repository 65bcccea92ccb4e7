package jamboree.uci.engine;

import jamboree.engine.search.Profile;

/**
 * What it takes to build a search engine. Changing it rebuilds the engine (and so empties its hash table);
 * settings that an engine can change in place (hash size, MultiPV) are not part of it.
 *
 * @param profile which tree the search explores
 */
public record EngineConfig(Profile profile) {
}
