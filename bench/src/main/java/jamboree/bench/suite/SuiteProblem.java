package jamboree.bench.suite;

/**
 * A line of a suite file that could not be used.
 *
 * @param line    the line number, from 1
 * @param message what is wrong with it
 */
public record SuiteProblem(int line, String message) {

    @Override
    public String toString() {
        return "line " + line + ": " + message;
    }
}
