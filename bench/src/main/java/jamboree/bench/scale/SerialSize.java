package jamboree.bench.scale;

import jamboree.bench.suite.SuitePosition;

/** Positions the serial search of a position visits to a depth (deterministic). */
@FunctionalInterface
public interface SerialSize {

    long nodes(SuitePosition position, int depth);
}
