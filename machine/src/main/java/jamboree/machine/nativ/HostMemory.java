package jamboree.machine.nativ;

import jamboree.machine.api.SharedMemory;

/**
 * The native machine's shared memory: the objects the programs offered, published to every node before the run
 * starts (the array never changes afterwards; what happens inside the objects is up to their locks).
 */
final class HostMemory implements SharedMemory {

    private final Object[] shared;

    HostMemory(Object[] shared) {
        this.shared = shared.clone();
    }

    @Override
    public <T> T of(int node, Class<T> type) {
        return type.cast(shared[node]);
    }
}
