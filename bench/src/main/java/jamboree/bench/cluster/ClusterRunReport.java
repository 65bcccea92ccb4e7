package jamboree.bench.cluster;

import java.util.List;
import java.util.Locale;

/**
 * What the cluster did during a bench run: who ran how many searches, which members were lost, and where their
 * searches went. Times are seconds since the dispatcher started, and milliseconds of the wall clock for matching
 * with other logs.
 *
 * @param members           every member that offered to run searches, in the order they offered
 * @param losses            members lost during the run
 * @param reassignments     searches given to another member after their member was lost
 * @param duplicatesDropped results that arrived for a search already done (from a member thought lost)
 */
public record ClusterRunReport(List<MemberShare> members, List<Loss> losses, List<Reassignment> reassignments,
                               int duplicatesDropped) {

    public ClusterRunReport {
        members = List.copyOf(members);
        losses = List.copyOf(losses);
        reassignments = List.copyOf(reassignments);
    }

    /**
     * @param member   the member's address, {@code HOST:PORT}
     * @param slots    searches it ran at a time
     * @param searches searches whose results were taken from it
     * @param lost     whether it was lost during the run
     * @param host     its host, as {@code HostDescription#text} gives it
     */
    public record MemberShare(String member, int slots, int searches, boolean lost, String host) {
    }

    /**
     * @param member         the member lost
     * @param reason         {@code unreachable} (stopped answering) or {@code stopped} (left, downed or shut down)
     * @param atSeconds      when the dispatcher noticed
     * @param atEpochMillis  the same on the wall clock
     * @param searchesGivenBack its searches under way, handed to the others
     */
    public record Loss(String member, String reason, double atSeconds, long atEpochMillis, int searchesGivenBack) {
    }

    /**
     * @param search          the search, {@code suite/id P=n ...}
     * @param from            the member lost
     * @param to              the member that got it
     * @param lostAtSeconds   when its member was noticed lost
     * @param resentAtSeconds when it was sent again
     */
    public record Reassignment(String search, String from, String to, double lostAtSeconds,
                               double resentAtSeconds) {
    }

    /**
     * One sentence for a person: each member's host, since the members' host times are their hosts' and the bench's
     * own host line names only its JVM's.
     */
    public String hosts() {
        StringBuilder s = new StringBuilder("Hosts: ");
        for (int i = 0; i < members.size(); i++) {
            MemberShare m = members.get(i);
            s.append(i == 0 ? "" : "; ").append(m.member()).append(": ").append(m.host());
        }
        return s.append('.').toString();
    }

    /** One sentence for a person: members and their searches, then what was lost and reassigned. */
    public String summary() {
        StringBuilder s = new StringBuilder();
        s.append(members.size()).append(members.size() == 1 ? " member" : " members").append(" (");
        for (int i = 0; i < members.size(); i++) {
            MemberShare m = members.get(i);
            s.append(i == 0 ? "" : ", ").append(m.member()).append(": ").append(m.searches())
                    .append(m.searches() == 1 ? " search" : " searches").append(m.lost() ? ", lost" : "");
        }
        s.append(")");
        if (losses.isEmpty()) {
            s.append("; no member lost.");
        } else {
            for (Loss l : losses) {
                s.append(String.format(Locale.ROOT, "; %s %s at %.1f s, %d searches given back", l.member(),
                        l.reason(), l.atSeconds(), l.searchesGivenBack()));
            }
            s.append(String.format(Locale.ROOT, "; %d reassigned", reassignments.size()));
            if (!reassignments.isEmpty()) {
                double worst = reassignments.stream().mapToDouble(r -> r.resentAtSeconds() - r.lostAtSeconds())
                        .max().orElse(0);
                s.append(String.format(Locale.ROOT, ", at most %.2f s after the loss", worst));
            }
            s.append(duplicatesDropped == 0 ? "." : "; " + duplicatesDropped + " late duplicate results dropped.");
        }
        return s.toString();
    }
}
