/**
 * Which search the UCI engine drives and how its settings reach it. The protocol layer sees only
 * {@link jamboree.engine.search.SearchEngine}; an {@link jamboree.uci.engine.EngineFactory} builds one from an
 * {@link jamboree.uci.engine.EngineConfig}: the serial search, parallel play on more than one
 * thread (Lazy SMP, or Jamboree on the native machine: {@link jamboree.uci.engine.ParallelPlayFactory}), or
 * StarTech's parallel search on the native, simulated CM-5 or cluster machine
 * ({@link jamboree.uci.engine.MachineEngine}). The {@link jamboree.uci.engine.EngineSlot}
 * rebuilds the engine between searches when the configuration changes and releases a machine's threads. What the
 * protocol layer needs to know of an engine it reads from {@link jamboree.engine.search.SearchEngine#capabilities()}.
 */
package jamboree.uci.engine;
