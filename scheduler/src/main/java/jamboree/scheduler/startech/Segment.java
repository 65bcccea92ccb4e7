package jamboree.scheduler.startech;

import jamboree.engine.board.Position;

/**
 * The board a run of frames on one node shares: a stolen frame rebuilds its position once (root plus move path) and
 * its local descendants make and unmake moves on the same board, as StarTech's frames on one processor's call
 * stack did.
 */
final class Segment {
    final Position position;
    /** The moves from the search root to the segment's first frame. */
    final int[] basePath;
    /** {@link Position#historyLength()} at the segment's first frame. */
    final int baseHistory;

    Segment(Position position, int[] basePath) {
        this.position = position;
        this.basePath = basePath;
        this.baseHistory = position.historyLength();
    }

    /** The move path from the search root to the frame whose position has {@code historyLength} moves. */
    int[] pathTo(int historyLength, int extraMove) {
        int own = historyLength - baseHistory;
        int[] path = new int[basePath.length + own + 1];
        System.arraycopy(basePath, 0, path, 0, basePath.length);
        for (int i = 0; i < own; i++) {
            path[basePath.length + i] = position.moveAt(baseHistory + i);
        }
        path[path.length - 1] = extraMove;
        return path;
    }

    /** Takes the board back to the frame whose position has {@code historyLength} moves. */
    void unwindTo(int historyLength) {
        while (position.historyLength() > historyLength) {
            position.unmakeMove();
        }
    }
}
