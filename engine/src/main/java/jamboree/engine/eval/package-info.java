/**
 * Static evaluation: a tapered middlegame/endgame score built from material, piece-square tables, mobility, pawn
 * structure, king safety and piece terms, scaled down in drawish endings. Allocation-free; an
 * {@link jamboree.engine.eval.Evaluator} with a pawn cache of its own per searching thread, or any number that share
 * the cache of the one thread that calls them in turn.
 */
package jamboree.engine.eval;
