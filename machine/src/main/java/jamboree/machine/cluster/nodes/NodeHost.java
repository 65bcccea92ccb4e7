package jamboree.machine.cluster.nodes;

import jamboree.machine.cluster.CborMessage;
import jamboree.machine.cluster.MemberService;
import jamboree.machine.config.MachineConfig;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.SupervisorStrategy;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.receptionist.Receptionist;
import org.apache.pekko.actor.typed.receptionist.ServiceKey;

/**
 * The node-host service of a member: registered with the receptionist under {@link #KEY}, it takes the nodes a
 * coordinator places on this member, builds their programs with the member's {@link ProgramResolver} from the run's
 * description, and starts a {@link MemberRun} for them.
 */
public final class NodeHost {

    /** The receptionist's key of every member's node host. */
    public static final ServiceKey<Command> KEY = ServiceKey.create(Command.class, "jamboree-node-host");

    /** The name of the service on a member. */
    public static final String SERVICE_NAME = "jamboree-node-host";

    public sealed interface Command extends CborMessage {
    }

    /** Host {@code nodes} of a run described by {@code description}, controlled by {@code control}. */
    public record HostNodes(RunParameters run, int[] nodes, Payload description, ActorRef<RunControl.Command> control)
            implements Command {
    }

    private NodeHost() {
    }

    /** The node host as a member service, to pass to {@link jamboree.machine.cluster.ClusterMember#start}. */
    public static MemberService service(ProgramResolver resolver, MachineConfig config) {
        return new MemberService(SERVICE_NAME, create(resolver, config));
    }

    public static Behavior<Command> create(ProgramResolver resolver, MachineConfig config) {
        // A request that fails here is logged and dropped: the host serves the next one.
        return Behaviors.supervise(serve(resolver, config))
                .onFailure(RuntimeException.class, SupervisorStrategy.resume());
    }

    private static Behavior<Command> serve(ProgramResolver resolver, MachineConfig config) {
        return Behaviors.setup(ctx -> {
            ctx.getSystem().receptionist().tell(Receptionist.register(KEY, ctx.getSelf()));
            PayloadCodec codec = new PayloadCodec(ctx.getSystem().classicSystem());
            long[] runs = {0};
            return Behaviors.receive(Command.class).onMessage(HostNodes.class, h -> {
                if (h.run() == null || h.nodes() == null || h.control() == null) {
                    ctx.getLog().warn("refused a request to host nodes with missing fields");
                    return Behaviors.same();
                }
                CborMessage description;
                try {
                    description = codec.decode(h.description(), CborMessage.class);
                } catch (PayloadCodec.RejectedPayload e) {
                    ctx.getLog().warn("refused to host run {}: its description {}", h.run().run(), e.getMessage());
                    h.control().tell(new RunControl.HostFailed(ctx.getSystem().address().toString(),
                            "refused the run's description: " + e.getMessage()));
                    return Behaviors.same();
                }
                int processors = h.run().processors();
                ctx.spawn(MemberRun.create(h.run(), h.nodes(),
                                id -> resolver.resolve(description, id, processors), h.control(), config),
                        "run-" + runs[0]++);
                return Behaviors.same();
            }).build();
        });
    }
}
