/**
 * Games of the engine against itself or another player: one game to its end by the rules
 * ({@link jamboree.uci.selfplay.GamePlayer}), varied starts ({@link jamboree.uci.selfplay.RandomOpenings}), the
 * game's record with every searched score ({@link jamboree.uci.selfplay.GameRecord}) and its PGN
 * ({@link jamboree.uci.selfplay.PgnWriter}). The opening-book tests, the win/draw/loss fit and the strength
 * calibration all play their games here.
 */
package jamboree.uci.selfplay;
