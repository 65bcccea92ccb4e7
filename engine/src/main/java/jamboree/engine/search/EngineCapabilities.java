package jamboree.engine.search;

/**
 * What a {@link SearchEngine} declares about itself, so that whoever drives it (the UCI layer) never needs to know
 * its class.
 *
 * @param answersFromLastIterationOnStop a stop takes the engine a while to act on and the unfinished iteration is
 *                                       thrown away anyway (a machine winding its nodes down): the driver may answer
 *                                       at once with the last iteration the engine reported
 * @param machineFigures                 the simulated machine whose figures (T, W, C) the engine reports after each
 *                                       iteration, or null when it reports none
 */
public record EngineCapabilities(boolean answersFromLastIterationOnStop, MachineFigures machineFigures) {

    /** A search that stops within a poll and reports no machine figures: the serial search. */
    public static final EngineCapabilities SERIAL = new EngineCapabilities(false, null);

    /**
     * A simulated machine's figures: its name as the GUI is shown it, and its clock rate to turn cycles into seconds.
     */
    public record MachineFigures(String label, long clockHz) {
    }

    public boolean reportsMachineFigures() {
        return machineFigures != null;
    }
}
