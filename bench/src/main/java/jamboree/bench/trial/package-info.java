/**
 * The data of one experiment: a {@link jamboree.bench.trial.Trial} is one search of one position on one machine
 * size with one set of scheduler switches, with everything measured about it (T, W, C, nodes, the cycle
 * breakdown, the profiles). A {@link jamboree.bench.trial.TrialSource} produces trials; the rest of the bench works
 * only on this model, so that fitting and reports can be tested on synthetic data.
 */
package jamboree.bench.trial;
