/**
 * Serial search: {@link jamboree.engine.search.SerialSearch} (iterative deepening, aspiration windows by
 * {@link jamboree.engine.search.AspirationWindow}, MultiPV, limits and time management, and
 * {@link jamboree.engine.search.SearchCompanions}, the threads Lazy SMP runs beside it on the same table)
 * over {@link jamboree.engine.search.Searcher} (fail-soft Scout with quiescence, check
 * extension, recursive iterative deepening and the FULL profile's pruning; what threads searching beside it announce is
 * {@link jamboree.engine.search.SharedMoves}), the StarTech
 * {@link jamboree.engine.search.TranspositionTable}, move ordering ({@link jamboree.engine.search.MovePicker},
 * {@link jamboree.engine.search.StaticExchange}, {@link jamboree.engine.search.HistoryTables}), operation counts for
 * the simulated machine ({@link jamboree.engine.search.SearchStats}), and the
 * {@link jamboree.engine.search.SearchEngine} interface every search implements, with what every search shares:
 * {@link jamboree.engine.search.SearchControl} (the one decision of when a search ends: stop, time, nodes, mate),
 * {@link jamboree.engine.search.HardBudgetWatcher} (that decision for a search that cannot poll it),
 * {@link jamboree.engine.search.FallbackMove} (the move when a search ends without one) and
 * {@link jamboree.engine.search.EngineCapabilities} (what an engine declares to its driver).
 */
package jamboree.engine.search;
