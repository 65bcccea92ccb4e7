package jamboree.bench.tables;

/**
 * One line of Figure 6-2.
 *
 * @param processors    P
 * @param fastestCount  how many of the fastest positions {@code fastestSeconds} sums (20 on Kaufman's 25)
 * @param fastestSeconds time to search the fastest positions, in seconds of machine time
 * @param rating        Kaufman's estimated USCF rating, 2930 - 200 log10(fastestSeconds) (equation 6.1)
 * @param allSeconds    time for every position
 * @param thesis        the thesis's line for the same P, or null
 */
public record RatingRow(int processors, int fastestCount, double fastestSeconds, double rating, double allSeconds,
                        ThesisRating thesis) {

    /** The thesis's line of Figure 6-2. */
    public record ThesisRating(int processors, double fastestSeconds, int rating, double allSeconds) {
    }
}
