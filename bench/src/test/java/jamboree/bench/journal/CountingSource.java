package jamboree.bench.journal;

import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import jamboree.bench.trial.TrialSource;
import jamboree.scheduler.config.SchedulerConfig;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Wraps a real trial source and remembers every request it was asked to search. */
final class CountingSource implements TrialSource {

    private final TrialSource source;
    private final List<TrialRequest> asked = new CopyOnWriteArrayList<>();

    CountingSource(TrialSource source) {
        this.source = source;
    }

    List<TrialRequest> asked() {
        return List.copyOf(asked);
    }

    @Override
    public Trial run(TrialRequest request) {
        asked.add(request);
        return source.run(request);
    }

    @Override
    public SchedulerConfig schedulerConfig() {
        return source.schedulerConfig();
    }

    @Override
    public long tableBytes(TrialRequest request) {
        return source.tableBytes(request);
    }

    /** The wrapped source is its owner's to close. */
    @Override
    public void close() {
    }
}
