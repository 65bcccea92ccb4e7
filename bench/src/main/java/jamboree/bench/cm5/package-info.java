/**
 * The bench's link to the scheduler: trials are searches of StarTech's runtime on the simulated CM-5
 * ({@link jamboree.scheduler.ParallelSearch}), and the serial reference searches that work efficiency is measured
 * against are the engine's serial search charged by the same cost model, memoised for a run and, through a
 * {@link jamboree.bench.cm5.SerialStore}, kept for the next.
 */
package jamboree.bench.cm5;
