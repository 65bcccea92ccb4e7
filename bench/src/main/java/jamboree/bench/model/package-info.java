/**
 * The performance model of thesis 5.6: T = c3 + c1 W/P + c2 C fitted by weighted least squares with
 * sigma_i = T_i (so that relative, not absolute, errors are minimised), with 95% confidence intervals, the sample
 * correlation R, the mean relative error (a geometric mean) and the maximum relative error, and the same quality
 * figures for a model applied to data it was not fitted on. Beside it, the other models the thesis tried there
 * ({@link jamboree.bench.model.ModelVariant}: C alone, W/P alone, equation 5.35 with a term per position), fitted
 * term by term.
 */
package jamboree.bench.model;
