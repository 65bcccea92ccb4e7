/**
 * Serial search: {@link jamboree.engine.search.SerialSearch} (iterative deepening, aspiration windows, MultiPV,
 * limits and time management) over {@link jamboree.engine.search.Searcher} (fail-soft Scout with quiescence, check
 * extension, recursive iterative deepening and the FULL profile's pruning), the StarTech
 * {@link jamboree.engine.search.TranspositionTable}, move ordering ({@link jamboree.engine.search.MovePicker},
 * {@link jamboree.engine.search.StaticExchange}, {@link jamboree.engine.search.HistoryTables}), operation counts for
 * the simulated machine ({@link jamboree.engine.search.SearchStats}), and the
 * {@link jamboree.engine.search.SearchEngine} interface every search implements.
 */
package jamboree.engine.search;
