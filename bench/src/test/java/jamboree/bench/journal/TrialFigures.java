package jamboree.bench.journal;

import jamboree.bench.trial.Trial;

import java.util.Arrays;
import java.util.List;

/** Every field of a trial in one comparable text: doubles as Java writes them (one text per value), maps in order. */
final class TrialFigures {

    private TrialFigures() {
    }

    static String of(Trial t) {
        return String.join(" | ", List.of(t.suite(), t.position(), "" + t.index(), "" + t.depth(),
                "" + t.processors(), t.settings().label(), "" + t.settings(), "" + t.seed(), "" + t.clockHz(),
                "" + t.time(), "" + t.work(), "" + t.span(), "" + t.nodes(), "" + t.serialWork(), t.bestMove(),
                "" + t.score(), "" + t.breakdown(), "" + t.ideal().binCycles(),
                Arrays.toString(t.ideal().parallelism()), "" + t.utilization().bucketCycles(),
                Arrays.toString(t.utilization().workingNodes()), Arrays.toString(t.utilization().busyNodes()),
                "" + t.chessWork()));
    }
}
