package jamboree.uci.protocol;

import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.MachineKind;
import jamboree.scheduler.ParallelSearch;
import jamboree.scheduler.config.SchedulerConfig;

/**
 * Loads the parallel search's classes (its configuration, metrics and search) on a background thread. The first
 * {@code go} on a machine otherwise spends about 100 ms of the input thread loading them, while a {@code stop} sent
 * right behind it waits to be read. Nothing is started: no machine, no node.
 */
final class MachineClassLoading {
    private MachineClassLoading() {
    }

    static void startInBackground() {
        Thread loader = new Thread(() -> {
            try {
                SchedulerConfig config = SchedulerConfig.load().with("leaf-table-megabytes", 1);
                new ParallelSearch(MachineKind.CM5, 1, config, MachineConfig.load()).close();
            } catch (RuntimeException | LinkageError e) {
                // Only a head start: the first machine search loads whatever is missing itself.
            }
        }, "jamboree-class-loading");
        loader.setDaemon(true);
        loader.setPriority(Thread.MIN_PRIORITY);
        loader.start();
    }
}
