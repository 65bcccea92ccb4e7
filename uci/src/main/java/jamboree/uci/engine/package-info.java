/**
 * Which search the UCI engine drives and how its settings reach it. The protocol layer sees only
 * {@link jamboree.engine.search.SearchEngine}; an {@link jamboree.uci.engine.EngineFactory} builds one from an
 * {@link jamboree.uci.engine.EngineConfig}, which is where a choice of machine (serial, native, simulated) belongs.
 */
package jamboree.uci.engine;
