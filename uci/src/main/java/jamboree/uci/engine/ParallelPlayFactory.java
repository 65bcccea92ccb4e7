package jamboree.uci.engine;

import jamboree.engine.search.SearchEngine;
import jamboree.scheduler.MachineKind;

/**
 * Makes {@code Threads} alone give parallel play: a configuration on the serial machine with more than one thread
 * and the Jamboree algorithm is built as the native machine with that many threads; everything else (Lazy SMP
 * included, which the serial factory builds) goes to the given factory unchanged.
 */
public final class ParallelPlayFactory implements EngineFactory {
    private final EngineFactory machines;

    /** @param machines builds every machine ({@link MachineEngineFactory} over the serial factory) */
    public ParallelPlayFactory(EngineFactory machines) {
        this.machines = machines;
    }

    @Override
    public SearchEngine create(EngineConfig config) {
        if (config.machine() == MachineKind.SERIAL && config.runsOn() == MachineKind.NATIVE) {
            return machines.create(config.withMachine(MachineKind.NATIVE));
        }
        return machines.create(config);
    }
}
