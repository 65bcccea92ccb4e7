/**
 * What simulating costs on the host: the host time of a search on the simulated CM-5 with one processing node beside
 * the host time of the serial search of the same positions, both with a warm JIT, position by position.
 */
package jamboree.bench.overhead;
