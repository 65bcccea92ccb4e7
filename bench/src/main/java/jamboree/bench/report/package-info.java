/**
 * The report a person opens: {@code index.html} with inline SVG charts drawn here (axes, units and legend on
 * every one), a CSV file for every table, {@code report.json} with every number, {@code metrics.prom} in the
 * Prometheus text format, and {@code searches.txt} with each search of the run as the {@code jamboree search} command
 * that makes it again alone. HTML and CSV cells go through the same formatter, so the page and the files agree.
 */
package jamboree.bench.report;
