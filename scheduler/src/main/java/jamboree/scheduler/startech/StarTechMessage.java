package jamboree.scheduler.startech;

import jamboree.machine.api.Message;
import jamboree.machine.cluster.CborMessage;

/**
 * The active messages of StarTech's runtime: work stealing (4.7), the frame protocol with completion counts
 * piggybacked on results and aborts (4.6, Figure 4-8), and the global transposition table (6.3, 6.4).
 *
 * <p>Frames are named by a reference that includes a generation ({@link FrameTable}), so a message that reaches a
 * frame after it was freed is detected instead of corrupting whatever frame took its slot. A stolen frame is named
 * towards its thief by the steal it came from: the victim node, the parent's reference and the child's index.
 * Payload sizes count what a CM-5 implementation would transmit (4-byte ints, 8-byte keys and stamps, 2-byte moves).
 * Between the members of a cluster the records travel as they are, in Jackson CBOR ({@link CborMessage}).
 */
public sealed interface StarTechMessage extends Message, CborMessage {

    /** Which message this is, for dispatch and counting. */
    MessageKind kind();

    /** An idle node asks for work (request side). */
    record StealRequest(int thief) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.STEAL_REQUEST;
        }

        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    /**
     * The victim grants the unstarted child nearest the root: the child's position as the move path from the search
     * root (the thief rebuilds it, with the repetition history back to the last irreversible move: section 6.6), its
     * window, depth and ply, and the critical-path stamp at which it could start.
     *
     * @param historyKeys how many repetition-history keys a CM-5 implementation would ship with the position
     * @param nodeType the Knuth-Moore type of the child (1, 2 or 3; thesis 6.5)
     * @param historyScores the victim's history scores, which the thief adopts, or null (ordering-with-work off)
     * @param killers the victim's killer moves from the child's ply on (two per ply), or null
     */
    record StealGranted(long parent, int childIndex, int[] path, int alpha, int beta, int depth, int ply,
                        long stamp, int historyKeys, int nodeType, int[] historyScores, int[] killers)
            implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.STEAL_GRANTED;
        }

        @Override
        public int payloadBytes() {
            int ordering = historyScores == null ? 0 : 4 * historyScores.length + 2 * killers.length;
            return 8 + 4 + 2 * path.length + 4 * 4 + 8 + 8 * historyKeys + 1 + ordering;
        }
    }

    /** The victim has nothing to give. */
    record StealDenied() implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.STEAL_DENIED;
        }

        @Override
        public int payloadBytes() {
            return 4;
        }
    }

    /**
     * A stolen child reports to its parent: either its value (a normal return) or the acknowledgement of an abort.
     * Either way it carries the child's completion: the number of messages it ever sent to the parent (this one),
     * after which the child sends nothing more. Also the child's critical-path stamp and its subtree's work,
     * failed work and cutoff work.
     */
    record ChildDone(long parent, int childIndex, boolean aborted, int value, long stamp, long work, long failedWork,
                     long cutoffWork, int messagesSent) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.CHILD_DONE;
        }

        @Override
        public int payloadBytes() {
            return 8 + 4 + 1 + 4 + 8 * 4 + 4;
        }
    }

    /** The parent aborts a stolen child; carries the parent's completion count towards the child. */
    record Abort(long parent, int childIndex, int messagesSent) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.ABORT;
        }

        @Override
        public int payloadBytes() {
            return 8 + 4 + 4;
        }
    }

    /** The parent's completion after a normal return: it will send nothing more to this child. */
    record Completion(long parent, int childIndex, int messagesSent) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.COMPLETION;
        }

        @Override
        public int payloadBytes() {
            return 8 + 4 + 4;
        }
    }

    /**
     * A read of the global transposition table by a frame about to search {@code key} to {@code depth}; with
     * deferred reads it also announces that search to the owner.
     */
    record TableRead(long key, int depth, long frame) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.TABLE_READ;
        }

        @Override
        public int payloadBytes() {
            return 8 + 4 + 8;
        }
    }

    /** The owner's answer: the entry's data word, 0 on a miss. */
    record TableReply(long frame, long data) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.TABLE_REPLY;
        }

        @Override
        public int payloadBytes() {
            return 8 + 8;
        }
    }

    /** A read-modify-write of one entry, done atomically by the owner's handler. */
    record TableUpdate(long key, int depth, int move, int lower, int upper) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.TABLE_UPDATE;
        }

        @Override
        public int payloadBytes() {
            return 8 + 4 + 4 + 4 + 4;
        }
    }

    /** An announced search ended without a result (aborted): release the reads deferred behind it. */
    record TableRelease(long key, int depth) implements StarTechMessage {
        @Override
        public MessageKind kind() {
            return MessageKind.TABLE_RELEASE;
        }

        @Override
        public int payloadBytes() {
            return 8 + 4;
        }
    }
}
