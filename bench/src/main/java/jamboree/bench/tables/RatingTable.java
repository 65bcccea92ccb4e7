package jamboree.bench.tables;

import jamboree.bench.trial.Settings;
import jamboree.bench.trial.Trial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Figure 6-2: for each machine size, the time for the fastest 20 of Kaufman's problems, Kaufman's estimated rating
 * 2930 - 200 log10(t20) (equation 6.1), and the time for all of them. The thesis ran each problem to solution;
 * the benchmark runs each to a fixed depth, so its times are shorter and its ratings higher: compare the shapes.
 */
public final class RatingTable {

    /** How many of the fastest problems Kaufman's formula counts. */
    public static final int FASTEST = 20;

    /** Figure 6-2 of the thesis (StarTech on the CM-5, seconds). */
    public static final List<RatingRow.ThesisRating> THESIS = List.of(
            new RatingRow.ThesisRating(1, 8936.95, 2139, 38261.91),
            new RatingRow.ThesisRating(2, 5376.45, 2183, 22007.46),
            new RatingRow.ThesisRating(4, 3152.54, 2230, 11614.43),
            new RatingRow.ThesisRating(8, 1932.27, 2272, 7411.54),
            new RatingRow.ThesisRating(16, 1240.72, 2311, 4398.32),
            new RatingRow.ThesisRating(32, 844.00, 2344, 2803.33),
            new RatingRow.ThesisRating(64, 573.19, 2378, 1670.29),
            new RatingRow.ThesisRating(128, 444.78, 2400, 1129.68),
            new RatingRow.ThesisRating(256, 378.72, 2414, 907.24),
            new RatingRow.ThesisRating(512, 319.38, 2429, 677.11));

    private RatingTable() {
    }

    /** Kaufman's rating estimate (equation 6.1) for a time in seconds. */
    public static double rating(double fastestSeconds) {
        return 2930 - 200 * Math.log10(fastestSeconds);
    }

    /** One row per machine size, from the trials with the given switches. */
    public static List<RatingRow> of(List<Trial> trials, Settings settings) {
        Map<Integer, List<Double>> byP = new TreeMap<>();
        for (Trial t : trials) {
            if (t.settings().equals(settings)) {
                byP.computeIfAbsent(t.processors(), p -> new ArrayList<>()).add(t.seconds());
            }
        }
        List<RatingRow> rows = new ArrayList<>();
        for (Map.Entry<Integer, List<Double>> e : byP.entrySet()) {
            double[] seconds = e.getValue().stream().mapToDouble(Double::doubleValue).toArray();
            Arrays.sort(seconds);
            int count = Math.min(FASTEST, seconds.length);
            double fastest = 0;
            double all = 0;
            for (int i = 0; i < seconds.length; i++) {
                all += seconds[i];
                if (i < count) {
                    fastest += seconds[i];
                }
            }
            rows.add(new RatingRow(e.getKey(), count, fastest, rating(fastest), all, thesis(e.getKey())));
        }
        return rows;
    }

    private static RatingRow.ThesisRating thesis(int processors) {
        for (RatingRow.ThesisRating t : THESIS) {
            if (t.processors() == processors) {
                return t;
            }
        }
        return null;
    }
}
