package jamboree.engine.search;

/**
 * How a search reports while it runs. The search never prints; the UCI layer, the command line and the
 * benchmark each format these callbacks their own way. Callbacks come from the searching thread and must be quick.
 */
public interface SearchListener {
    SearchListener NONE = new SearchListener() {
    };

    default void onIteration(IterationInfo info) {
    }

    /** The root move being searched now (1-based number in the root move order). */
    default void onCurrentMove(int depth, int move, int moveNumber) {
    }
}
