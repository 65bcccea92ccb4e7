package jamboree.machine.sim;

/**
 * Flow-control feedback: {@code receiver} has removed {@code packets} packets that {@code sender} sent on
 * {@code side}; the sender learns it at {@code time}. A taken {@link Packet} is its own credit.
 */
interface Credit {
    int sender();

    int receiver();

    int side();

    int packets();

    long time();

    static int compare(Credit a, Credit b) {
        int c = Long.compare(a.time(), b.time());
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.receiver(), b.receiver());
        return c != 0 ? c : Integer.compare(a.side(), b.side());
    }
}
