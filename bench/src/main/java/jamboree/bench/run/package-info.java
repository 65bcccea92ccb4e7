/**
 * The experiment runner: a {@link jamboree.bench.run.BenchPlan} says which searches to run (a machine-size sweep
 * of a suite, ablations, a validation suite, the profiled run, SWAMP); {@link jamboree.bench.run.BenchRunner}
 * runs each distinct search once, in a fixed order, and gathers the trials, tables and fits into a
 * {@link jamboree.bench.run.BenchResult} whose signature is identical on every run of the same plan. The result keeps
 * the scheduler configuration the searches started from, so that {@link jamboree.bench.run.ConfigurationSettings}
 * can say what each configuration ran with, and what the run took of its host ({@link jamboree.bench.run.HostMeter}:
 * wall and processor time, what other processes took of the host, the heap's peaks) and what each group of its
 * searches cost the host ({@link jamboree.bench.run.HostCosts}), which vary from run to run and are no part of the
 * signature. A run that is not done can be looked at from the searches its journal holds
 * ({@link jamboree.bench.run.PlanStatus}).
 */
package jamboree.bench.run;
