/**
 * Test suites: EPD files of positions with their expected moves, read from the copies shipped in the jar or from a
 * user's file. A bad line is reported with its line number and skipped, so one typo does not lose a suite.
 */
package jamboree.bench.suite;
