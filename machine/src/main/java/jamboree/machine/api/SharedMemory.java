package jamboree.machine.api;

/**
 * Memory that every node of a machine may read and write directly, without messages: the objects the nodes'
 * programs offered through {@link NodeProgram#shared()} before the run started. Only a machine whose nodes really
 * share memory (the native machine, on one host) offers it; see {@link Node#sharedMemory()}.
 *
 * <p>The rule: a shared object is used by several threads at once, its owner's included, so whoever touches its
 * mutable state must hold the object's lock (or the object must be safe for concurrent use by itself). The machine
 * only publishes the objects; it does not order anything that happens to them afterwards.
 */
public interface SharedMemory {

    /**
     * The object node {@code node}'s program shared, as a {@code type}; null if that program shared nothing.
     *
     * @throws IndexOutOfBoundsException if there is no such node
     * @throws ClassCastException if the program shared something else
     */
    <T> T of(int node, Class<T> type);
}
