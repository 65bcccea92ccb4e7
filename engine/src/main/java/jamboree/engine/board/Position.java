package jamboree.engine.board;

import java.util.Arrays;

/**
 * A chess position on bitboards, mutable through {@link #makeMove(int)} / {@link #unmakeMove()}.
 *
 * <p>The position remembers every move made since its base position (the one it was set up from) together
 * with the key after each, so that draw rules and repetition detection can look back; {@link #copy()} copies
 * that history too. Making and unmaking moves allocates nothing (the history arrays grow by doubling, which
 * happens a handful of times in a whole game).
 *
 * <p>Instances are not thread-safe; the scheduler hands each thread its own {@link #copy()}.
 */
public final class Position {
    public static final int WHITE_KING_SIDE = 1;
    public static final int WHITE_QUEEN_SIDE = 2;
    public static final int BLACK_KING_SIDE = 4;
    public static final int BLACK_QUEEN_SIDE = 8;

    /** Debug switch: re-derive the key from scratch after every make and unmake, and fail on a difference. */
    private static final boolean VERIFY_KEYS = false;

    /** Bitboards indexed by coloured piece ({@code color * 8 + type}); slots 0, 7, 8 and 15 stay empty. */
    final long[] pieces = new long[16];
    final long[] colorOccupancy = new long[2];
    long all;
    final int[] board = new int[64];
    int side;
    int castling;
    /** Where this game's castling rooks and kings start; shared by copies, never changed by moves. */
    CastlingRules castlingRules = CastlingRules.STANDARD;
    int epSquare = Square.NONE;
    int halfmove;
    int fullmove = 1;
    long key;

    /** Number of moves made since the base position. */
    private int ply;
    /** keys[i] = key after i moves; keys[ply] == key. */
    private long[] keys;
    private int[] moves;
    private int[] undoCaptured;
    private int[] undoCastling;
    private int[] undoEp;
    private int[] undoHalfmove;

    /** Scratch buffer for {@link #isLegal(int)}. */
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];

    private Position(int capacity) {
        keys = new long[capacity + 1];
        moves = new int[capacity];
        undoCaptured = new int[capacity];
        undoCastling = new int[capacity];
        undoEp = new int[capacity];
        undoHalfmove = new int[capacity];
    }

    /** The standard initial position. */
    public static Position startPosition() {
        int[] squares = new int[64];
        Arrays.fill(squares, Piece.NONE);
        int[] backRank = {Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING, Piece.BISHOP, Piece.KNIGHT,
                Piece.ROOK};
        for (int f = 0; f < 8; f++) {
            squares[f] = Piece.make(Piece.WHITE, backRank[f]);
            squares[8 + f] = Piece.make(Piece.WHITE, Piece.PAWN);
            squares[48 + f] = Piece.make(Piece.BLACK, Piece.PAWN);
            squares[56 + f] = Piece.make(Piece.BLACK, backRank[f]);
        }
        return of(squares, Piece.WHITE, 15, Square.NONE, 0, 1);
    }

    /**
     * A position from its parts. The caller (normally {@link jamboree.engine.notation.Fen}) has checked that
     * the placement is sane: one king per side, no pawn on the first or last rank, castling rights only where
     * king and rook stand on their original squares. An en-passant square that no pawn can capture on is
     * dropped, so that transpositions get equal keys.
     *
     * @param squares 64 coloured pieces or {@link Piece#NONE}, a1 first
     */
    public static Position of(int[] squares, int sideToMove, int castlingRights, int enPassantSquare,
                              int halfmoveClock, int fullmoveNumber) {
        int[] rookSquares = new int[4];
        for (int right = 0; right < 4; right++) {
            rookSquares[right] = (castlingRights & (1 << right)) != 0 ? CastlingRules.STANDARD.rookFrom[right]
                    : Square.NONE;
        }
        return of(squares, sideToMove, rookSquares, enPassantSquare, halfmoveClock, fullmoveNumber);
    }

    /**
     * A position from its parts with castling rights given by their rooks, as Chess960 needs: entry i of
     * {@code castlingRookSquares} is the starting square of the rook of right {@code 1 << i} (white king side,
     * white queen side, black king side, black queen side), or {@link Square#NONE} without that right. The king's
     * starting square is where the king stands. Checked as {@link #of(int[], int, int, int, int, int)} says, and
     * every rook must stand on its back rank on its wing of the king (or {@link IllegalArgumentException}).
     */
    public static Position of(int[] squares, int sideToMove, int[] castlingRookSquares, int enPassantSquare,
                              int halfmoveClock, int fullmoveNumber) {
        if (squares.length != 64) {
            throw new IllegalArgumentException("expected 64 squares, got " + squares.length);
        }
        Position p = new Position(64);
        Arrays.fill(p.board, Piece.NONE);
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != Piece.NONE) {
                p.put(squares[sq], sq);
            }
        }
        p.side = sideToMove;
        p.castlingRules = CastlingRules.of(castlingRookSquares, p.kingSquare(Piece.WHITE), p.kingSquare(Piece.BLACK));
        for (int right = 0; right < 4; right++) {
            int rook = castlingRookSquares[right];
            if (rook != Square.NONE) {
                if (squares[rook] != Piece.make(right >> 1, Piece.ROOK)) {
                    throw new IllegalArgumentException("castling right " + right + " needs a rook on "
                            + Square.name(rook));
                }
                p.castling |= 1 << right;
            }
        }
        p.halfmove = halfmoveClock;
        p.fullmove = fullmoveNumber;
        if (enPassantSquare != Square.NONE
                && (Attacks.pawn(sideToMove ^ 1, enPassantSquare) & p.pieces[Piece.make(sideToMove, Piece.PAWN)]) != 0) {
            p.epSquare = enPassantSquare;
        }
        p.key = p.computeKey();
        p.keys[0] = p.key;
        return p;
    }

    /** An independent deep copy, history included (the scheduler hands copies to stolen work). */
    public Position copy() {
        Position c = new Position(moves.length);
        System.arraycopy(pieces, 0, c.pieces, 0, 16);
        c.colorOccupancy[0] = colorOccupancy[0];
        c.colorOccupancy[1] = colorOccupancy[1];
        c.all = all;
        System.arraycopy(board, 0, c.board, 0, 64);
        c.side = side;
        c.castling = castling;
        c.castlingRules = castlingRules;
        c.epSquare = epSquare;
        c.halfmove = halfmove;
        c.fullmove = fullmove;
        c.key = key;
        c.ply = ply;
        System.arraycopy(keys, 0, c.keys, 0, ply + 1);
        System.arraycopy(moves, 0, c.moves, 0, ply);
        System.arraycopy(undoCaptured, 0, c.undoCaptured, 0, ply);
        System.arraycopy(undoCastling, 0, c.undoCastling, 0, ply);
        System.arraycopy(undoEp, 0, c.undoEp, 0, ply);
        System.arraycopy(undoHalfmove, 0, c.undoHalfmove, 0, ply);
        return c;
    }

    /** {@link Piece#WHITE} or {@link Piece#BLACK}. */
    public int sideToMove() {
        return side;
    }

    /** Bitboard of one coloured piece kind: {@code pieces(Piece.WHITE, Piece.ROOK)}. */
    public long pieces(int color, int type) {
        return pieces[(color << 3) | type];
    }

    /** Bitboard of all pieces of one colour. */
    public long occupancy(int color) {
        return colorOccupancy[color];
    }

    /** Bitboard of all pieces. */
    public long occupied() {
        return all;
    }

    /** The coloured piece on a square ({@code Piece.make(color, type)}), or {@link Piece#NONE}. */
    public int pieceAt(int square) {
        return board[square];
    }

    public int kingSquare(int color) {
        return Long.numberOfTrailingZeros(pieces[(color << 3) | Piece.KING]);
    }

    /** Castling rights as 4 bits: 1 = white king side, 2 = white queen side, 4 = black king side, 8 = black queen side. */
    public int castlingRights() {
        return castling;
    }

    /**
     * The starting square of the rook that castles with {@code right} (one of {@link #WHITE_KING_SIDE} ...
     * {@link #BLACK_QUEEN_SIDE}), or {@link Square#NONE} when the side no longer has that right.
     */
    public int castlingRookSquare(int right) {
        if (Integer.bitCount(right) != 1 || right > BLACK_QUEEN_SIDE) {
            throw new IllegalArgumentException("not a single castling right: " + right);
        }
        return (castling & right) != 0 ? castlingRules.rookFrom[Integer.numberOfTrailingZeros(right)] : Square.NONE;
    }

    /** En-passant target square or {@link Square#NONE}. Only set when a capture there is pseudo-legal. */
    public int enPassantSquare() {
        return epSquare;
    }

    public int halfmoveClock() {
        return halfmove;
    }

    public int fullmoveNumber() {
        return fullmove;
    }

    /** 64-bit Zobrist key of pieces, side to move, castling rights and en-passant square; kept incrementally. */
    public long key() {
        return key;
    }

    /** The key recomputed from scratch (for tests). */
    public long computeKey() {
        long k = 0L;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != Piece.NONE) {
                k ^= Zobrist.pieceSquare(board[sq], sq);
            }
        }
        if (side == Piece.BLACK) {
            k ^= Zobrist.BLACK_TO_MOVE;
        }
        k ^= castlingRules.keys[castling];
        if (epSquare != Square.NONE) {
            k ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
        }
        return k;
    }

    public boolean inCheck() {
        return isAttacked(kingSquare(side), side ^ 1);
    }

    /** Pieces giving check to the side to move. */
    public long checkers() {
        return attackersTo(kingSquare(side), side ^ 1, all);
    }

    /** Is the square attacked by any piece of {@code byColor} with the current occupancy? */
    public boolean isAttacked(int square, int byColor) {
        return attackersTo(square, byColor, all) != 0L;
    }

    /** Pieces of {@code byColor} attacking {@code square} if the board had occupancy {@code occupied}. */
    long attackersTo(int square, int byColor, long occupied) {
        int base = byColor << 3;
        long queens = pieces[base | Piece.QUEEN];
        return (Attacks.pawn(byColor ^ 1, square) & pieces[base | Piece.PAWN])
                | (Attacks.knight(square) & pieces[base | Piece.KNIGHT])
                | (Attacks.king(square) & pieces[base | Piece.KING])
                | (Attacks.bishop(square, occupied) & (pieces[base | Piece.BISHOP] | queens))
                | (Attacks.rook(square, occupied) & (pieces[base | Piece.ROOK] | queens));
    }

    /** The piece type a move captures ({@link Piece#PAWN} for en passant), or {@link Piece#NONE_TYPE}. */
    public int capturedType(int move) {
        int flag = Move.flag(move);
        if (flag == Move.FLAG_EN_PASSANT) {
            return Piece.PAWN;
        }
        if (flag == Move.FLAG_CASTLE) {
            // In Chess960 the king may land on its own rook's square; nothing is captured.
            return Piece.NONE_TYPE;
        }
        int victim = board[Move.to(move)];
        return victim == Piece.NONE ? Piece.NONE_TYPE : Piece.type(victim);
    }

    /** Does this legal move give check? (For SAN and for check extensions.) */
    public boolean givesCheck(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int them = side ^ 1;
        int theirKing = kingSquare(them);
        int flag = Move.flag(move);
        if (flag == Move.FLAG_NORMAL || flag == Move.FLAG_DOUBLE_PUSH) {
            int type = Piece.type(board[from]);
            long occupiedAfter = (all ^ (1L << from)) | (1L << to);
            long direct = type == Piece.PAWN ? Attacks.pawn(side, to) : Attacks.of(type, to, occupiedAfter);
            if (type != Piece.KING && (direct & (1L << theirKing)) != 0) {
                return true;
            }
            // Discovered check: a slider of ours now sees the king through the vacated square.
            int base = side << 3;
            long queens = pieces[base | Piece.QUEEN];
            long moverBit = 1L << from;
            long sliders = ((Attacks.bishop(theirKing, occupiedAfter) & (pieces[base | Piece.BISHOP] | queens))
                    | (Attacks.rook(theirKing, occupiedAfter) & (pieces[base | Piece.ROOK] | queens))) & ~moverBit;
            return sliders != 0L;
        }
        // Castling, en passant and promotions are rare: play the move and look.
        makeMove(move);
        boolean check = inCheck();
        unmakeMove();
        return check;
    }

    /**
     * Is an arbitrary int (for example a move from a hash table of another position) a legal move here?
     * Never throws.
     */
    public boolean isLegal(int move) {
        if (move == Move.NONE || (move & ~0x3FFFF) != 0) {
            return false;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board[from];
        int flag = Move.flag(move);
        if (piece == Piece.NONE || Piece.color(piece) != side || (from == to && flag != Move.FLAG_CASTLE)) {
            return false;
        }
        if (flag == Move.FLAG_CASTLE || flag == Move.FLAG_EN_PASSANT) {
            // Rare and full of conditions: ask the generator.
            int n = MoveGenerator.legalMoves(this, scratch);
            for (int i = 0; i < n; i++) {
                if (scratch[i] == move) {
                    return true;
                }
            }
            return false;
        }
        if (flag > Move.FLAG_PROMOTION) {
            return false;
        }
        int target = board[to];
        if (target != Piece.NONE && (Piece.color(target) == side || Piece.type(target) == Piece.KING)) {
            return false;
        }
        int type = Piece.type(piece);
        int promotion = (move >>> 12) & 7; // the raw bits: non-promotions must have them clear
        long toBit = 1L << to;
        if (type == Piece.PAWN) {
            boolean lastRank = Square.rank(to) == (side == Piece.WHITE ? 7 : 0);
            if (lastRank != (flag == Move.FLAG_PROMOTION)
                    || (flag == Move.FLAG_PROMOTION ? promotion < Piece.KNIGHT || promotion > Piece.QUEEN
                    : promotion != Piece.NONE_TYPE)) {
                return false;
            }
            int up = side == Piece.WHITE ? 8 : -8;
            if (flag == Move.FLAG_DOUBLE_PUSH) {
                if (Square.rank(from) != (side == Piece.WHITE ? 1 : 6) || to != from + 2 * up
                        || board[from + up] != Piece.NONE || target != Piece.NONE) {
                    return false;
                }
            } else if (to == from + up) {
                if (target != Piece.NONE) {
                    return false;
                }
            } else if ((Attacks.pawn(side, from) & toBit) == 0L || target == Piece.NONE) {
                return false;
            }
        } else {
            if (flag != Move.FLAG_NORMAL || promotion != Piece.NONE_TYPE
                    || (Attacks.of(type, from, all) & toBit) == 0L) {
                return false;
            }
        }
        // Legal if no enemy piece (other than one captured on the target square) then attacks our king.
        long after = (all ^ (1L << from)) | toBit;
        int king = type == Piece.KING ? to : kingSquare(side);
        return (attackersTo(king, side ^ 1, after) & ~toBit) == 0L;
    }

    /** Plays a legal move; the caller guarantees legality. Pushes undo state. */
    public void makeMove(int move) {
        if (ply == moves.length) {
            grow();
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int flag = Move.flag(move);
        int us = side;
        int piece = board[from];
        int captured;
        long k = key;

        moves[ply] = move;
        undoCastling[ply] = castling;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmove;

        if (epSquare != Square.NONE) {
            k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            epSquare = Square.NONE;
        }
        halfmove++;

        if (flag == Move.FLAG_CASTLE) {
            captured = Piece.NONE;
            k ^= castle(us, from, to, Move.castleRookSquare(move));
        } else {
            if (flag == Move.FLAG_EN_PASSANT) {
                int capSq = to ^ 8;
                captured = board[capSq];
                remove(captured, capSq);
                k ^= Zobrist.PIECE_SQUARE[(captured << 6) | capSq];
            } else {
                captured = board[to];
                if (captured != Piece.NONE) {
                    remove(captured, to);
                    k ^= Zobrist.PIECE_SQUARE[(captured << 6) | to];
                    halfmove = 0;
                }
            }

            move(piece, from, to);
            k ^= Zobrist.PIECE_SQUARE[(piece << 6) | from] ^ Zobrist.PIECE_SQUARE[(piece << 6) | to];

            if ((piece & 7) == Piece.PAWN) {
                halfmove = 0;
                if (flag == Move.FLAG_PROMOTION) {
                    int promoted = (us << 3) | Move.promotionType(move);
                    remove(piece, to);
                    put(promoted, to);
                    k ^= Zobrist.PIECE_SQUARE[(piece << 6) | to] ^ Zobrist.PIECE_SQUARE[(promoted << 6) | to];
                } else if (flag == Move.FLAG_DOUBLE_PUSH) {
                    int ep = (from + to) >>> 1;
                    if ((Attacks.pawn(us, ep) & pieces[((us ^ 1) << 3) | Piece.PAWN]) != 0) {
                        epSquare = ep;
                        k ^= Zobrist.EN_PASSANT_FILE[ep & 7];
                    }
                }
            }
        }
        undoCaptured[ply] = captured;

        if (castling != 0) {
            int[] keepRights = castlingRules.keepRights;
            int newCastling = castling & keepRights[from] & keepRights[to];
            if (newCastling != castling) {
                long[] castlingKeys = castlingRules.keys;
                k ^= castlingKeys[castling] ^ castlingKeys[newCastling];
                castling = newCastling;
            }
        }
        if (us == Piece.BLACK) {
            fullmove++;
        }
        side = us ^ 1;
        k ^= Zobrist.BLACK_TO_MOVE;
        key = k;
        ply++;
        keys[ply] = k;
        if (VERIFY_KEYS && k != computeKey()) {
            throw new IllegalStateException("incremental key differs after " + Integer.toHexString(move));
        }
    }

    /** Takes back the last {@link #makeMove} or {@link #makeNullMove}. */
    public void unmakeMove() {
        if (ply == 0) {
            throw new IllegalStateException("no move to take back");
        }
        ply--;
        int move = moves[ply];
        int them = side;
        int us = them ^ 1;
        side = us;
        if (us == Piece.BLACK) {
            fullmove--;
        }
        castling = undoCastling[ply];
        epSquare = undoEp[ply];
        halfmove = undoHalfmove[ply];
        key = keys[ply];
        if (move == Move.NONE) {
            return;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int flag = Move.flag(move);
        if (flag == Move.FLAG_PROMOTION) {
            remove(board[to], to);
            put((us << 3) | Piece.PAWN, from);
        } else if (flag == Move.FLAG_CASTLE) {
            relocate((us << 3) | Piece.KING, to, from, (us << 3) | Piece.ROOK, rookDestination(to),
                    Move.castleRookSquare(move));
        } else {
            move(board[to], to, from);
        }
        int captured = undoCaptured[ply];
        if (captured != Piece.NONE) {
            put(captured, flag == Move.FLAG_EN_PASSANT ? to ^ 8 : to);
        }
        if (VERIFY_KEYS && key != computeKey()) {
            throw new IllegalStateException("key differs after taking back " + Integer.toHexString(move));
        }
    }

    /** Passes the move (side to move flips, en passant cleared); not legal when in check. */
    public void makeNullMove() {
        if (ply == moves.length) {
            grow();
        }
        moves[ply] = Move.NONE;
        undoCastling[ply] = castling;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmove;
        undoCaptured[ply] = Piece.NONE;
        long k = key;
        if (epSquare != Square.NONE) {
            k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            epSquare = Square.NONE;
        }
        halfmove++;
        if (side == Piece.BLACK) {
            fullmove++;
        }
        side ^= 1;
        k ^= Zobrist.BLACK_TO_MOVE;
        key = k;
        ply++;
        keys[ply] = k;
    }

    /**
     * Number of moves made since this object's base position (its FEN). Together with {@link #keyAt(int)} this
     * is the game history that draw rules look at.
     */
    public int historyLength() {
        return ply;
    }

    /** Key of the position after {@code i} moves from the base position ({@code keyAt(historyLength())} == key()). */
    public long keyAt(int i) {
        if (i < 0 || i > ply) {
            throw new IndexOutOfBoundsException("history index " + i + " outside 0.." + ply);
        }
        return keys[i];
    }

    /** The move played at history index i (0-based), {@link Move#NONE} for a null move. */
    public int moveAt(int i) {
        if (i < 0 || i >= ply) {
            throw new IndexOutOfBoundsException("move index " + i + " outside 0.." + (ply - 1));
        }
        return moves[i];
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            for (int f = 0; f < 8; f++) {
                int p = board[Square.of(f, r)];
                sb.append(p == Piece.NONE ? '.' : Piece.toChar(p));
            }
            sb.append('\n');
        }
        sb.append(side == Piece.WHITE ? "white" : "black").append(" to move");
        return sb.toString();
    }

    private void grow() {
        int capacity = moves.length * 2;
        keys = Arrays.copyOf(keys, capacity + 1);
        moves = Arrays.copyOf(moves, capacity);
        undoCaptured = Arrays.copyOf(undoCaptured, capacity);
        undoCastling = Arrays.copyOf(undoCastling, capacity);
        undoEp = Arrays.copyOf(undoEp, capacity);
        undoHalfmove = Arrays.copyOf(undoHalfmove, capacity);
    }

    /** Plays the king and rook moves of a castling move; returns the key change. */
    private long castle(int us, int kingFrom, int kingTo, int rookFrom) {
        int king = (us << 3) | Piece.KING;
        int rook = (us << 3) | Piece.ROOK;
        int rookTo = rookDestination(kingTo);
        relocate(king, kingFrom, kingTo, rook, rookFrom, rookTo);
        return Zobrist.PIECE_SQUARE[(king << 6) | kingFrom] ^ Zobrist.PIECE_SQUARE[(king << 6) | kingTo]
                ^ Zobrist.PIECE_SQUARE[(rook << 6) | rookFrom] ^ Zobrist.PIECE_SQUARE[(rook << 6) | rookTo];
    }

    /** Lifts both pieces before placing either: in Chess960 each may land where the other stood. */
    private void relocate(int king, int kingFrom, int kingTo, int rook, int rookFrom, int rookTo) {
        remove(king, kingFrom);
        remove(rook, rookFrom);
        put(king, kingTo);
        put(rook, rookTo);
    }

    /** The rook lands beside the king's destination, on the f-file (king side) or the d-file (queen side). */
    private static int rookDestination(int kingTo) {
        return (kingTo & 7) == 6 ? kingTo - 1 : kingTo + 1;
    }

    private void put(int piece, int square) {
        long bit = 1L << square;
        pieces[piece] |= bit;
        colorOccupancy[piece >>> 3] |= bit;
        all |= bit;
        board[square] = piece;
    }

    private void remove(int piece, int square) {
        long bit = 1L << square;
        pieces[piece] ^= bit;
        colorOccupancy[piece >>> 3] ^= bit;
        all ^= bit;
        board[square] = Piece.NONE;
    }

    private void move(int piece, int from, int to) {
        long bits = (1L << from) | (1L << to);
        pieces[piece] ^= bits;
        colorOccupancy[piece >>> 3] ^= bits;
        all ^= bits;
        board[from] = Piece.NONE;
        board[to] = piece;
    }
}
