package jamboree.bench.cluster;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigRenderOptions;
import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.bench.run.HostShare;
import jamboree.bench.trial.TrialRequest;
import jamboree.machine.MachineFootprint;
import jamboree.machine.MachineType;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.startech.NodeMemoryBudget;

import java.util.Locale;
import java.util.Optional;

/**
 * Everything besides the request that decides what a simulated search computes: the bench's machine and scheduler
 * configurations (as HOCON, whatever files or system properties they came from; the tree searched is the request's
 * own, in its settings), and the heap the bench's JVM gives a machine's tables, since a machine too large for it is
 * built with smaller tables ({@link NodeMemoryBudget}). A member builds its trial source from this rather than from its
 * own configuration, and refuses a search its own heap would build differently, so that it searches exactly as the
 * bench's JVM would. Host threads are the member's own choice: they never change a result.
 *
 * @param hocon       the {@code jamboree.machine} and {@code jamboree.scheduler} sections, rendered as JSON
 * @param tableBudget bytes of the bench's heap a machine and its tables may take ({@link MachineFootprint#heapBudget()})
 */
public record SearchSetup(String hocon, long tableBudget) {

    /** The setup of a bench running {@code machine}, with the scheduler section of {@code config}, in this JVM. */
    public static SearchSetup of(MachineConfig machine, Config config) {
        Config sections = machine.raw().withOnlyPath(MachineConfig.ROOT)
                .withFallback(config.withOnlyPath(SchedulerConfig.ROOT));
        return new SearchSetup(sections.root().render(ConfigRenderOptions.concise()), MachineFootprint.heapBudget());
    }

    /** The setup of {@code jamboree bench}: the loaded configuration. */
    public static SearchSetup of(MachineConfig machine) {
        return of(machine, ConfigFactory.load());
    }

    /**
     * A trial source searching as this setup says, each simulated machine on the host threads the setup names, or on
     * {@code threads} if it asks for one per core ({@link HostShare#sharing}).
     */
    public SimulatedTrialSource source(int threads) {
        Config config = ConfigFactory.parseString(hocon);
        MachineConfig machine = HostShare.sharing(MachineConfig.from(config), threads);
        return new SimulatedTrialSource(SchedulerConfig.from(config), machine);
    }

    /**
     * Why a JVM whose machines may take {@code memberBudget} bytes would build {@code request}'s machine otherwise than
     * the bench's JVM does (other tables or fewer nodes, so other figures), or empty if it builds the same one.
     *
     * @param scheduler the configuration the request's settings apply to (the member's source's)
     */
    public Optional<String> memoryMismatch(TrialRequest request, SchedulerConfig scheduler, long memberBudget) {
        SchedulerConfig config = request.settings().configOn(scheduler, request.processors());
        long perNode = MachineFootprint.bytesPerNode(MachineType.SIMULATED);
        NodeMemoryBudget.Fit here = NodeMemoryBudget.fit(request.processors(), config, perNode, memberBudget);
        NodeMemoryBudget.Fit bench = NodeMemoryBudget.fit(request.processors(), config, perNode, tableBudget);
        if (here.processors() == bench.processors()
                && here.config().tableEntriesPerNode() == bench.config().tableEntriesPerNode()
                && here.config().leafTableMegabytes() == bench.config().leafTableMegabytes()) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "this member's heap leaves %d MB for a machine and its tables"
                        + " where the bench's leaves %d MB, so its %d-node machine would not be the bench's (%s);"
                        + " start the member with the bench's heap (JAMBOREE_JAVA_OPTS with the same -Xmx)",
                memberBudget >> 20, tableBudget >> 20, request.processors(),
                here.changed() ? here.notes().get(0) : "the bench's: " + bench.notes().get(0)));
    }
}
