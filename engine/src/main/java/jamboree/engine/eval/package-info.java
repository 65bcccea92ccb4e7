/**
 * Static evaluation: a tapered middlegame/endgame score built from material, piece-square tables, mobility, pawn
 * structure, king safety and piece terms, scaled down in drawish endings. Allocation-free; one
 * {@link jamboree.engine.eval.Evaluator} per searching thread.
 */
package jamboree.engine.eval;
