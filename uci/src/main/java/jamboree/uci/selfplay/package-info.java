/**
 * Games of the engine against itself or another player: one game to its end by the rules
 * ({@link jamboree.uci.selfplay.GamePlayer}), varied starts ({@link jamboree.uci.selfplay.RandomOpenings}), the
 * game's record with every searched score ({@link jamboree.uci.selfplay.GameRecord}) and its PGN
 * ({@link jamboree.uci.selfplay.PgnWriter}, written per game by {@link jamboree.uci.selfplay.PgnFile}). The
 * opening-book tests, the win/draw/loss fit and the strength calibration all play their games here. For matches under
 * a referee: adjudication on both engines' reported scores ({@link jamboree.uci.selfplay.Adjudicator},
 * {@link jamboree.uci.selfplay.ReportedScore}) and a long match's running account
 * ({@link jamboree.uci.selfplay.MatchProgress}).
 */
package jamboree.uci.selfplay;
