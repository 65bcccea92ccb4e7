/** Perft: leaf counts of the legal move tree, the standard correctness and speed check of a move generator. */
package jamboree.engine.perft;
