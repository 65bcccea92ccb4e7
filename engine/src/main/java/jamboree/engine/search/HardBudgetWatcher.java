package jamboree.engine.search;

import java.util.concurrent.locks.LockSupport;

/**
 * Ends a search that cannot poll its {@link SearchControl} itself while it runs, such as a machine in the middle of
 * an iteration: a daemon thread asks the control every millisecond whether the hard time budget has passed and, the
 * first time it has, runs the given stop action. The decision is the control's, on the control's clock; the host's
 * clock only paces the questions.
 */
public final class HardBudgetWatcher implements AutoCloseable {
    /** Between two questions: small against the 50 ms a GUI may wait for a stop. */
    static final long PERIOD_NANOS = 1_000_000;

    private final SearchControl control;
    private final Runnable stop;
    private final Thread thread;
    private volatile boolean closed;

    private HardBudgetWatcher(SearchControl control, Runnable stop, String name) {
        this.control = control;
        this.stop = stop;
        this.thread = new Thread(this::watch, name);
        thread.setDaemon(true);
    }

    /**
     * Watches the search {@code control} was just armed for until {@link #close()}; without a time budget (or for an
     * infinite search) nothing needs watching and no thread starts.
     */
    public static HardBudgetWatcher watch(SearchControl control, Runnable stop, String name) {
        HardBudgetWatcher watcher = new HardBudgetWatcher(control, stop, name);
        if (control.hasTimeBudget()) {
            watcher.thread.start();
        }
        return watcher;
    }

    private void watch() {
        while (!closed && !control.stopRequested()) {
            if (control.hardBudgetPassed()) {
                stop.run();
                return;
            }
            LockSupport.parkNanos(this, PERIOD_NANOS);
        }
    }

    /** Ends the watch (the search is over). */
    @Override
    public void close() {
        closed = true;
        LockSupport.unpark(thread);
    }
}
