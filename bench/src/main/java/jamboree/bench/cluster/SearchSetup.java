package jamboree.bench.cluster;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.engine.search.Profile;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigRenderOptions;

/**
 * Everything besides the request that decides what a simulated search computes: the bench's machine and scheduler
 * configurations (as HOCON, whatever files or system properties they came from) and the tree profile. A member
 * builds its trial source from this rather than from its own configuration, so that it searches exactly as the
 * bench's JVM would. Host threads are the member's own choice: they never change a result.
 *
 * @param hocon   the {@code jamboree.machine} and {@code jamboree.scheduler} sections, rendered as JSON
 * @param profile the {@link Profile}'s name
 */
public record SearchSetup(String hocon, String profile) {

    /** The setup of a bench running {@code machine}, with the scheduler section of {@code config}. */
    public static SearchSetup of(MachineConfig machine, Config config, Profile profile) {
        Config sections = machine.raw().withOnlyPath(MachineConfig.ROOT)
                .withFallback(config.withOnlyPath(SchedulerConfig.ROOT));
        return new SearchSetup(sections.root().render(ConfigRenderOptions.concise()), profile.name());
    }

    /** The setup of {@code jamboree bench}: the loaded configuration and StarTech's tree. */
    public static SearchSetup of(MachineConfig machine) {
        return of(machine, ConfigFactory.load(), Profile.STARTECH);
    }

    /** A trial source searching as this setup says, on {@code threads} host threads per simulated machine. */
    public SimulatedTrialSource source(int threads) {
        Config config = ConfigFactory.parseString(hocon);
        MachineConfig machine = MachineConfig.from(config).withSimulationThreads(threads);
        return new SimulatedTrialSource(SchedulerConfig.from(config), machine, Profile.valueOf(profile));
    }
}
