/**
 * What simulating costs on the host: the host time of a search on the simulated CM-5, on one node or many, beside the
 * host time of the serial search of the same positions, both with a warm JIT, position by position, split into the
 * positions the two visit and the host time per position.
 */
package jamboree.bench.overhead;
