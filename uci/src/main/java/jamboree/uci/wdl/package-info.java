/**
 * Win/draw/loss estimates for {@code UCI_ShowWDL}: a logistic model of a search score against the game's outcome
 * ({@link jamboree.uci.wdl.WdlModel}) whose constants are fitted by maximum likelihood
 * ({@link jamboree.uci.wdl.WdlFit}) on samples of the engine's own games ({@link jamboree.uci.wdl.WdlSample});
 * {@code jamboree wdl-fit} plays the games and refits ({@link jamboree.uci.wdl.WdlFitCommand}).
 */
package jamboree.uci.wdl;
