package jamboree.bench.trial;

import jamboree.scheduler.measure.IdealProfile;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One measured search: a position of a suite searched to a fixed depth on a P-node simulated CM-5.
 *
 * @param suite       the suite's name
 * @param position    the position's id in the suite
 * @param index       the position's place in the suite, from 0
 * @param depth       the nominal search depth in plies
 * @param processors  P, the machine size
 * @param settings    the scheduler switches
 * @param seed        the machine seed
 * @param clockHz     processor cycles per second (33 MHz on the CM-5)
 * @param time        T: cycles from the start of the root search to its result
 * @param work        W: cycles of chess work over all nodes
 * @param span        C: the critical path in cycles of chess work (Figure 5-8)
 * @param nodes       chess positions searched over all nodes
 * @param serialWork  W of the serial search of the same position and depth (P = 1), for work efficiency
 * @param bestMove    the move found, in UCI notation
 * @param score       its score in centipawns from the side to move
 * @param breakdown   cycles over all nodes by activity name, in Figure 6-9's order (see {@link Activities})
 * @param ideal       the ideal-parallelism profile, or {@link IdealProfile#NONE} when not recorded
 * @param utilization the processor utilization profile, or {@link Utilization#NONE} when not recorded
 * @param chessWork   W split by the operation it paid for (Figure 6-10; names in {@link ChessOperations}), empty
 *                    when the source does not split it
 */
public record Trial(String suite, String position, int index, int depth, int processors, Settings settings,
                    long seed, long clockHz, long time, long work, long span, long nodes, long serialWork,
                    String bestMove, int score, Map<String, Long> breakdown, IdealProfile ideal,
                    Utilization utilization, Map<String, Long> chessWork) {

    public Trial {
        breakdown = Collections.unmodifiableMap(new LinkedHashMap<>(breakdown));
        chessWork = Collections.unmodifiableMap(new LinkedHashMap<>(chessWork));
    }

    /** A trial whose chess work is not split by operation. */
    public Trial(String suite, String position, int index, int depth, int processors, Settings settings, long seed,
                 long clockHz, long time, long work, long span, long nodes, long serialWork, String bestMove,
                 int score, Map<String, Long> breakdown, IdealProfile ideal, Utilization utilization) {
        this(suite, position, index, depth, processors, settings, seed, clockHz, time, work, span, nodes, serialWork,
                bestMove, score, breakdown, ideal, utilization, Map.of());
    }

    /** T in seconds of machine time. */
    public double seconds() {
        return time / (double) clockHz;
    }

    /** W / P in cycles: the work term of the model. */
    public double workPerProcessor() {
        return work / (double) processors;
    }

    /** Average parallelism W / C. */
    public double parallelism() {
        return span == 0 ? 0.0 : work / (double) span;
    }

    /** Work efficiency: serial work over parallel work (1 when the parallel search does no extra work). */
    public double workEfficiency() {
        return work == 0 ? 0.0 : serialWork / (double) work;
    }

    /** Total cycles over all nodes and activities. */
    public long totalCycles() {
        long sum = 0;
        for (long cycles : breakdown.values()) {
            sum += cycles;
        }
        return sum;
    }

    /** The same trial with another ideal profile and utilization (profiles are recorded for chosen runs only). */
    public Trial withProfiles(IdealProfile idealProfile, Utilization utilizationProfile) {
        return new Trial(suite, position, index, depth, processors, settings, seed, clockHz, time, work, span, nodes,
                serialWork, bestMove, score, breakdown, idealProfile, utilizationProfile, chessWork);
    }
}
