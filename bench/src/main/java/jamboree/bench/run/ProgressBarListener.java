package jamboree.bench.run;

import jamboree.bench.trial.Trial;
import jamboree.bench.trial.TrialRequest;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.PrintStream;

/**
 * Draws the run's progress on a stream (stderr: stdout carries the results), one step per search or experiment,
 * naming the search under way.
 */
public final class ProgressBarListener implements BenchListener, AutoCloseable {

    private final PrintStream out;
    private ProgressBar bar;

    public ProgressBarListener(PrintStream out) {
        this.out = out;
    }

    @Override
    public void planned(int trials, int experiments) {
        bar = new ProgressBarBuilder().setTaskName("bench").setInitialMax(trials + experiments)
                .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(out))
                .setUpdateIntervalMillis(500).build();
    }

    @Override
    public void started(TrialRequest request) {
        if (bar != null) {
            bar.setExtraMessage(request.suite() + " " + request.position().id() + " P=" + request.processors() + " "
                    + request.settings().label());
        }
    }

    @Override
    public void finished(Trial trial) {
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
