package jamboree.machine.programs;

import jamboree.machine.api.Message;
import jamboree.machine.api.Node;
import jamboree.machine.api.NodeProgram;
import jamboree.machine.api.Side;

/** A program with no steps of its own that ignores messages: tests override only what they look at. */
public abstract class QuietProgram implements NodeProgram {

    @Override
    public boolean step(Node node) {
        return false;
    }

    @Override
    public void receive(Node node, int source, Side side, Message message) {
    }
}
