/** Bitboard positions, moves as ints, legal move generation, make/unmake with an incremental Zobrist key. */
package jamboree.engine.board;
