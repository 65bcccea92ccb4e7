package jamboree.machine.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * What the conductor has routed to each node since the node's last window, one kind of input (packets, credits or
 * control deliveries) per instance. A node is handed its list when it is granted a window and gives it back, read,
 * with its report; the list then waits, emptied, to be filled again. So each node owns at most two lists of each kind
 * for the whole run, where every window made a new list for each node something was routed to.
 *
 * <p>Only the conductor's thread calls these methods; a handed-out list is read by whoever runs the node's window,
 * and the report's return to the conductor orders that read before the list is emptied.
 */
final class InputBuffers<T> {

    /** Per node, what has been routed to it since its last grant (null until something is). */
    private final ArrayList<T>[] filling;
    /** Per node, the list it was last handed, until its report comes back. */
    private final ArrayList<T>[] handed;
    /** Per node, an empty list to fill next. */
    private final ArrayList<T>[] spare;

    @SuppressWarnings("unchecked")
    InputBuffers(int processors) {
        filling = new ArrayList[processors];
        handed = new ArrayList[processors];
        spare = new ArrayList[processors];
    }

    void add(int node, T item) {
        ArrayList<T> list = filling[node];
        if (list == null) {
            list = spare[node];
            spare[node] = null;
            if (list == null) {
                list = new ArrayList<>(4);
            }
            filling[node] = list;
        }
        list.add(item);
    }

    /** What has been routed to {@code node} and not handed over yet; null if nothing has. */
    List<T> pending(int node) {
        return filling[node];
    }

    /** Hands over what has been routed to {@code node}, once; the list stays the node's until it reports. */
    List<T> take(int node) {
        ArrayList<T> list = filling[node];
        if (list == null) {
            return List.of();
        }
        filling[node] = null;
        handed[node] = list;
        return list;
    }

    /** The node has reported: the list it was handed has been read and may be filled again. */
    void returned(int node) {
        ArrayList<T> list = handed[node];
        if (list != null) {
            handed[node] = null;
            list.clear();
            if (spare[node] == null) {
                spare[node] = list;
            }
        }
    }
}
