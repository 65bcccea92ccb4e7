package jamboree.bench.run;

import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;

/**
 * Passes a run's progress on to a listener one call at a time, whichever thread reports it: searches running side
 * by side start and finish on different threads, and a listener (a progress bar) need not be thread-safe.
 */
final class OneAtATimeListener implements BenchListener {

    private final BenchListener listener;

    OneAtATimeListener(BenchListener listener) {
        this.listener = listener;
    }

    @Override
    public synchronized void planned(int trials, int experiments) {
        listener.planned(trials, experiments);
    }

    @Override
    public synchronized void plannedSearches(BenchPlan plan, java.util.List<TrialRequest> searches) {
        listener.plannedSearches(plan, searches);
    }

    @Override
    public synchronized void started(TrialRequest request) {
        listener.started(request);
    }

    @Override
    public synchronized void finished(Trial trial) {
        listener.finished(trial);
    }

    @Override
    public synchronized void recalled(KeptSearch search) {
        listener.recalled(search);
    }

    @Override
    public synchronized void experiment(String name) {
        listener.experiment(name);
    }

    @Override
    public synchronized void stepDone() {
        listener.stepDone();
    }
}
