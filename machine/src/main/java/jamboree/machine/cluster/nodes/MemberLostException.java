package jamboree.machine.cluster.nodes;

/**
 * A run of the cluster machine ended because a member that hosted some of its nodes was lost (unreachable, removed,
 * or it refused the nodes). The run's results are gone; the machine itself carries on with the members left.
 * Arrives as the cause of a {@link jamboree.machine.MachineException}.
 */
public final class MemberLostException extends RuntimeException {

    private final String member;

    public MemberLostException(String member, String why) {
        super("cluster member " + member + " " + why);
        this.member = member;
    }

    /** The lost member's address. */
    public String member() {
        return member;
    }
}
