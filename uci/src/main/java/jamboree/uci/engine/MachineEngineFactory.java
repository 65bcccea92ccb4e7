package jamboree.uci.engine;

import jamboree.engine.search.SearchEngine;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.config.SchedulerConfig;

/**
 * Builds the engine of the configured machine: the serial search through the given factory, StarTech's parallel
 * search ({@link MachineEngine}) for the native machine and the simulated CM-5.
 */
public final class MachineEngineFactory implements EngineFactory {
    private final EngineFactory serial;
    private SchedulerConfig scheduler;
    private MachineConfig machine;

    /** With the configured scheduler and machine, read when the first parallel engine is built. */
    public MachineEngineFactory(EngineFactory serial) {
        this.serial = serial;
    }

    public MachineEngineFactory(EngineFactory serial, SchedulerConfig scheduler, MachineConfig machine) {
        this.serial = serial;
        this.scheduler = scheduler;
        this.machine = machine;
    }

    @Override
    public SearchEngine create(EngineConfig config) {
        if (config.machine() == MachineKind.SERIAL) {
            return serial.create(config);
        }
        // Read late: a broken configuration file then costs the parallel engine only, reported to the GUI.
        if (scheduler == null) {
            scheduler = SchedulerConfig.load();
        }
        if (machine == null) {
            machine = MachineConfig.load();
        }
        return new MachineEngine(config, scheduler, machine);
    }
}
