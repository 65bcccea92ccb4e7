/** Draw rules: the fifty-move rule, insufficient material and StarTech's repeated-position rule. */
package jamboree.engine.rules;
