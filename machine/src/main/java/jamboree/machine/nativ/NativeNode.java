package jamboree.machine.nativ;

import jamboree.machine.api.Message;
import jamboree.machine.api.SharedMemory;
import jamboree.machine.api.Side;
import jamboree.machine.config.NetworkParameters;
import jamboree.machine.control.CombineCall;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** One node of the native machine as its program sees it; the actor around it does the delivering. */
final class NativeNode extends WallClockNode {

    private final List<Consumer<NativeNodeActor.Command>> peers;
    private final Consumer<NativeControlActor.Command> control;
    private final Optional<SharedMemory> memory;

    NativeNode(int id, int size, long clockHz, long startNanos, NetworkParameters net, long seed,
               long bucketCycles, List<Consumer<NativeNodeActor.Command>> peers,
               Consumer<NativeControlActor.Command> control, SharedMemory memory) {
        super(id, size, clockHz, startNanos, net, seed, bucketCycles);
        this.peers = peers;
        this.control = control;
        this.memory = Optional.of(memory);
    }

    @Override
    protected void deliver(int destination, Side side, Message message) {
        peers.get(destination).accept(new NativeNodeActor.Deliver(id(), side, message));
    }

    @Override
    protected void join(CombineCall call) {
        control.accept(new NativeControlActor.Join(call));
    }

    @Override
    protected void broadcastByControl(long value) {
        control.accept(new NativeControlActor.Broadcast(id(), value));
    }

    @Override
    protected void haltAtControl(long time) {
        control.accept(new NativeControlActor.Halt(id(), time));
    }

    /** The nodes are threads of one process: they share its memory. */
    @Override
    public Optional<SharedMemory> sharedMemory() {
        return memory;
    }
}
