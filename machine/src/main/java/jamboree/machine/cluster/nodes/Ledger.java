package jamboree.machine.cluster.nodes;

import jamboree.machine.accounting.NodeAccount;
import jamboree.machine.api.Activity;

import java.util.ArrayList;
import java.util.List;

/**
 * A node's ledger on its way to the member that coordinates the run: cycles by activity and the message counts.
 * Activities travel as {@code enum class#constant}; the coordinator finds the same constants (the report groups
 * cycles by activity object). The timeline is not carried: a cluster run books each activity from time 0.
 *
 * @param activities the activities charged, as {@code class#constant}
 * @param cycles     cycles of each, in the same order
 */
public record Ledger(List<String> activities, long[] cycles, long messagesSent, long packetsSent,
                     long messagesReceived, long failedSends) {

    /** The ledger of a node whose own could not be written. */
    public static Ledger empty() {
        return new Ledger(List.of(), new long[0], 0, 0, 0, 0);
    }

    public static Ledger of(NodeAccount account) {
        List<Activity> charged = account.activities();
        List<String> names = new ArrayList<>(charged.size());
        long[] cycles = new long[charged.size()];
        for (int i = 0; i < cycles.length; i++) {
            Activity a = charged.get(i);
            if (!(a instanceof Enum<?> e)) {
                throw new IllegalArgumentException("activity " + a.label() + " is not an enum constant and cannot be"
                        + " named in another JVM");
            }
            names.add(e.getDeclaringClass().getName() + "#" + e.name());
            cycles[i] = account.cycles(a);
        }
        return new Ledger(names, cycles, account.messagesSent(), account.packetsSent(), account.messagesReceived(),
                account.failedSends());
    }

    /** The ledger as the coordinator's report takes it. */
    public NodeAccount toAccount(long bucketCycles) {
        NodeAccount account = new NodeAccount(bucketCycles);
        for (int i = 0; i < activities.size(); i++) {
            account.charge(0, cycles[i], activity(activities.get(i)));
        }
        // The account has counters, not setters: replay the counts (one per message the node really sent).
        for (long m = 0; m < messagesSent; m++) {
            account.countSend(m == 0 ? (int) (packetsSent - (messagesSent - 1)) : 1);
        }
        for (long m = 0; m < messagesReceived; m++) {
            account.countReceive();
        }
        for (long m = 0; m < failedSends; m++) {
            account.countFailedSend();
        }
        return account;
    }

    private static Activity activity(String name) {
        String[] parts = name.split("#", 2);
        if (parts.length != 2) {
            throw new IllegalArgumentException("activity '" + name + "' is not class#constant");
        }
        Class<?> type;
        try {
            type = Class.forName(parts[0], false, Ledger.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("unknown activity class " + parts[0]);
        }
        if (!type.isEnum() || !Activity.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException(parts[0] + " is not an enum of activities");
        }
        for (Object constant : type.getEnumConstants()) {
            if (((Enum<?>) constant).name().equals(parts[1])) {
                return (Activity) constant;
            }
        }
        throw new IllegalArgumentException("no activity " + name);
    }
}
