/**
 * StarTech's experiments: EPD suites, machine-size sweeps and ablations, the fit T = c3 + c1 W/P + c2 C, and the
 * report files (HTML with charts, CSV, JSON, Prometheus text).
 */
package jamboree.bench;
