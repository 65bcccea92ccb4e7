/**
 * {@code UCI_LimitStrength} and {@code UCI_Elo}: a weaker engine made of a node budget and a chance of a weaker root
 * move ({@link jamboree.uci.strength.StrengthLevel}, {@link jamboree.uci.strength.StrengthLimitedEngine}), and the
 * matches against another UCI engine that calibrate it ({@link jamboree.uci.strength.UciProcessPlayer},
 * {@link jamboree.uci.strength.StrengthMatchCommand}, {@link jamboree.uci.strength.MatchScore}).
 */
package jamboree.uci.strength;
