/**
 * Serial search (Scout/PVS, transposition table, quiescence, iterative and recursive iterative deepening), its
 * limits, its listener and the {@link jamboree.engine.search.SearchEngine} interface every search implements.
 */
package jamboree.engine.search;
