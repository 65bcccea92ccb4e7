package jamboree.machine.cluster.nodes;

import jamboree.machine.api.ControlResult;
import jamboree.machine.api.Message;
import jamboree.machine.api.Side;

/** What a hosted node's actor is told, always by actors of its own member (so nothing here is serialized). */
sealed interface NodeCommand {

    /** Run the program's start and begin stepping. */
    record Start() implements NodeCommand {
    }

    /** Run steps. */
    record Step() implements NodeCommand {
    }

    /** An active message from node {@code source}. */
    record Deliver(int source, Side side, Message message) implements NodeCommand {
    }

    /** A result of the control network. */
    record Control(ControlResult result) implements NodeCommand {
    }

    /** Report the messages sent and received, for router-done. */
    record CountReceived(long round) implements NodeCommand {
    }

    /** Confirm that the node is still idle, with its counts (quiescence). */
    record ConfirmIdle(long round) implements NodeCommand {
    }

    /** The run is over: report the ledger and the program's result, and stop. */
    record Finish(long endTime) implements NodeCommand {
    }
}
