package jamboree.bench.run;

import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongSupplier;

/**
 * Draws the run's progress on a stream (stderr: stdout carries the results), one step per search or experiment,
 * naming the search under way. The time left is a {@link RunEstimate} from the searches done so far, weighted by the
 * problems' serial sizes when the plan has them; it is blank until a rate is known. Searches recalled from an earlier
 * run move the bar, and the estimate learns from them what they cost that run.
 */
public final class ProgressBarListener implements BenchListener, AutoCloseable {

    private final PrintStream out;
    private final LongSupplier nanoTime;
    private final int jobs;
    private ProgressBar bar;
    /** Guards {@link #estimate}, which the bar's own thread reads; never held while calling the bar. */
    private final Object estimateLock = new Object();
    private RunEstimate estimate;

    public ProgressBarListener(PrintStream out) {
        this(out, System::nanoTime, 1);
    }

    /**
     * @param nanoTime the host clock the estimate reads
     * @param jobs     searches running at the same time
     */
    public ProgressBarListener(PrintStream out, LongSupplier nanoTime, int jobs) {
        this.out = out;
        this.nanoTime = nanoTime;
        this.jobs = jobs;
    }

    @Override
    public void planned(int trials, int experiments) {
        bar = new ProgressBarBuilder().setTaskName("bench").setInitialMax(trials + experiments)
                .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(out))
                .setEtaFunction(state -> remaining()).setUpdateIntervalMillis(500).build();
    }

    @Override
    public void plannedSearches(BenchPlan plan, List<TrialRequest> searches) {
        synchronized (estimateLock) {
            estimate = RunEstimate.of(plan, searches, jobs);
        }
    }

    private Optional<Duration> remaining() {
        OptionalLong left;
        synchronized (estimateLock) {
            left = estimate == null ? OptionalLong.empty() : estimate.remainingNanos(nanoTime.getAsLong());
        }
        return left.isPresent() ? Optional.of(Duration.ofNanos(left.getAsLong())) : Optional.empty();
    }

    @Override
    public void started(TrialRequest request) {
        synchronized (estimateLock) {
            if (estimate != null) {
                estimate.started(request, nanoTime.getAsLong());
            }
        }
        if (bar != null) {
            bar.setExtraMessage(BenchResult.describe(request));
        }
    }

    @Override
    public void finished(Trial trial) {
        synchronized (estimateLock) {
            if (estimate != null) {
                estimate.finished(trial, nanoTime.getAsLong());
            }
        }
        if (bar != null) {
            bar.step();
        }
    }

    /** Counted as done; the estimate learns from the time it took the earlier run, if that is known. */
    @Override
    public void recalled(KeptSearch search) {
        synchronized (estimateLock) {
            if (estimate != null) {
                estimate.recalled(search);
            }
        }
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public void experiment(String name) {
        if (bar != null) {
            bar.setExtraMessage(name);
        }
    }

    @Override
    public void stepDone() {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
