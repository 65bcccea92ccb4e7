package jamboree.bench.suite;

import java.util.List;

/**
 * The usable positions of a suite file and the lines that were skipped.
 *
 * @param name      a short name for reports ("kaufman", or the file name without extension)
 * @param source    where it was read from (a file path or a resource name)
 * @param positions the positions, in file order
 * @param problems  the skipped lines, in file order
 */
public record Suite(String name, String source, List<SuitePosition> positions, List<SuiteProblem> problems) {

    public Suite {
        positions = List.copyOf(positions);
        problems = List.copyOf(problems);
    }

    public int size() {
        return positions.size();
    }

    /** The first {@code count} positions (all of them if there are fewer), for short runs. */
    public Suite first(int count) {
        if (count >= positions.size()) {
            return this;
        }
        return new Suite(name, source, positions.subList(0, count), problems);
    }
}
