/**
 * Lazy SMP, the modern baseline beside Jamboree for play on real cores: several threads search the same root
 * independently and share the lock-free {@link jamboree.engine.search.TranspositionTable}, so that each finds in the
 * table what the others learned. {@link jamboree.engine.smp.LazySmpSearch} is the engine: its main thread is a
 * {@link jamboree.engine.search.SerialSearch} that decides and reports, and its {@link
 * jamboree.engine.smp.HelperCrew} of {@link jamboree.engine.smp.Helper} threads search at staggered depths beside
 * it. Two things make the threads divide the work rather than repeat it: {@link jamboree.engine.smp.MoveClaims}
 * (simplified ABDADA: a thread defers a move another thread is searching) and depth completion by any thread (the
 * main thread takes a helper's deeper completed iteration as its own, and a depth-limited search ends when any
 * thread completes the depth). With one thread it is the serial search, move for move and node for node.
 */
package jamboree.engine.smp;
