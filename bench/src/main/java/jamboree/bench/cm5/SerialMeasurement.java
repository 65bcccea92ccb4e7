package jamboree.bench.cm5;

import jamboree.engine.search.Profile;

/**
 * What the serial search of one position to one depth on one tree measured: its work in cycles of the cost model
 * and the positions it visited over its iterations. A pure function of the code, the configurations and these three,
 * which is what lets a run keep it for a later one ({@link SerialStore}).
 */
public record SerialMeasurement(String fen, int depth, Profile profile, long work, long nodes) {
}
