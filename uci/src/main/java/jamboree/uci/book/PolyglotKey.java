package jamboree.uci.book;

import jamboree.engine.board.Piece;
import jamboree.engine.board.Position;
import jamboree.engine.board.Square;

/**
 * Polyglot's 64-bit position key, the index of an opening book. It differs from the engine's own Zobrist key in its
 * numbers and in one rule: an en-passant file counts only when a pawn of the side to move stands beside the pawn
 * that just advanced two squares, whether or not the capture would be legal.
 */
public final class PolyglotKey {

    private PolyglotKey() {
    }

    public static long of(Position position) {
        long key = 0;
        for (int square = 0; square < 64; square++) {
            int piece = position.pieceAt(square);
            if (piece != Piece.NONE) {
                key ^= PolyglotRandom.at(PolyglotRandom.PIECE_OFFSET + 64 * kind(piece) + square);
            }
        }
        int rights = position.castlingRights();
        // The engine's four right bits are in polyglot's order: white short, white long, black short, black long.
        for (int right = 0; right < 4; right++) {
            if ((rights & (1 << right)) != 0) {
                key ^= PolyglotRandom.at(PolyglotRandom.CASTLE_OFFSET + right);
            }
        }
        int file = enPassantFile(position);
        if (file >= 0) {
            key ^= PolyglotRandom.at(PolyglotRandom.EN_PASSANT_OFFSET + file);
        }
        if (position.sideToMove() == Piece.WHITE) {
            key ^= PolyglotRandom.at(PolyglotRandom.TURN_OFFSET);
        }
        return key;
    }

    /** Polyglot's piece numbering: black pawn 0, white pawn 1, black knight 2, ..., white king 11. */
    private static int kind(int piece) {
        return 2 * (Piece.type(piece) - Piece.PAWN) + (Piece.color(piece) == Piece.WHITE ? 1 : 0);
    }

    /** The file of a two-square advance that a pawn of the side to move stands beside, or -1. */
    private static int enPassantFile(Position position) {
        int target = position.enPassantSquare();
        if (target == Square.NONE) {
            return -1;
        }
        int side = position.sideToMove();
        int file = Square.file(target);
        // The pawn that advanced stands one rank beyond the target square, seen from the side to move.
        int pawnRank = Square.rank(target) + (side == Piece.WHITE ? -1 : 1);
        int ownPawn = Piece.make(side, Piece.PAWN);
        for (int beside = file - 1; beside <= file + 1; beside += 2) {
            if (beside >= 0 && beside < 8 && position.pieceAt(Square.of(beside, pawnRank)) == ownPawn) {
                return file;
            }
        }
        return -1;
    }
}
