/**
 * Bitboard positions, moves as ints, legal move generation, make/unmake with an incremental Zobrist key; castling
 * by Chess960's rules, of which standard castling is the case with king on e1/e8 and rooks in the corners.
 */
package jamboree.engine.board;
