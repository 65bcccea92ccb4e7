package jamboree.engine.board;

/**
 * A chess position on bitboards, mutable through {@link #makeMove(int)} / {@link #unmakeMove()}.
 *
 * <p>CONTRACT (to be implemented): the signatures below are the API the search, the UCI layer and the
 * scheduler are written against. Keep them; add what you need.
 */
public final class Position {

    /** The standard initial position. */
    public static Position startPosition() {
        throw new UnsupportedOperationException("TODO");
    }

    /** An independent deep copy (the scheduler hands copies to stolen work). */
    public Position copy() {
        throw new UnsupportedOperationException("TODO");
    }

    /** {@link Piece#WHITE} or {@link Piece#BLACK}. */
    public int sideToMove() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Bitboard of one coloured piece kind: {@code pieces(Piece.WHITE, Piece.ROOK)}. */
    public long pieces(int color, int type) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Bitboard of all pieces of one colour. */
    public long occupancy(int color) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Bitboard of all pieces. */
    public long occupied() {
        throw new UnsupportedOperationException("TODO");
    }

    /** The coloured piece on a square ({@code Piece.make(color, type)}), or {@link Piece#NONE}. */
    public int pieceAt(int square) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Castling rights as 4 bits: 1 = white king side, 2 = white queen side, 4 = black king side, 8 = black queen side. */
    public int castlingRights() {
        throw new UnsupportedOperationException("TODO");
    }

    /** En-passant target square or {@link Square#NONE}. Only set when a capture there is pseudo-legal. */
    public int enPassantSquare() {
        throw new UnsupportedOperationException("TODO");
    }

    public int halfmoveClock() {
        throw new UnsupportedOperationException("TODO");
    }

    public int fullmoveNumber() {
        throw new UnsupportedOperationException("TODO");
    }

    /** 64-bit Zobrist key of pieces, side to move, castling rights and en-passant square; kept incrementally. */
    public long key() {
        throw new UnsupportedOperationException("TODO");
    }

    /** The key recomputed from scratch (for tests). */
    public long computeKey() {
        throw new UnsupportedOperationException("TODO");
    }

    public boolean inCheck() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Pieces giving check to the side to move. */
    public long checkers() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Is the square attacked by any piece of {@code byColor} with the current occupancy? */
    public boolean isAttacked(int square, int byColor) {
        throw new UnsupportedOperationException("TODO");
    }

    /** The piece type a move captures ({@link Piece#PAWN} for en passant), or {@link Piece#NONE_TYPE}. */
    public int capturedType(int move) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Does this legal move give check? (For SAN and for check extensions.) */
    public boolean givesCheck(int move) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Is an arbitrary int (for example a move from a hash table of another position) a legal move here?
     * Never throws.
     */
    public boolean isLegal(int move) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Plays a legal move; the caller guarantees legality. Pushes undo state. */
    public void makeMove(int move) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Takes back the last {@link #makeMove} or {@link #makeNullMove}. */
    public void unmakeMove() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Passes the move (side to move flips, en passant cleared); not legal when in check. */
    public void makeNullMove() {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Number of moves made since this object's base position (its FEN). Together with {@link #keyAt(int)} this
     * is the game history that draw rules look at.
     */
    public int historyLength() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Key of the position after {@code i} moves from the base position ({@code keyAt(historyLength())} == key()). */
    public long keyAt(int i) {
        throw new UnsupportedOperationException("TODO");
    }

    /** The move played at history index i (0-based), for PVs and for shipping history with stolen work. */
    public int moveAt(int i) {
        throw new UnsupportedOperationException("TODO");
    }
}
