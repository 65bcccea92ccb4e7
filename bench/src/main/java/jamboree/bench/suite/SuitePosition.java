package jamboree.bench.suite;

import jamboree.engine.notation.EpdRecord;

/**
 * One position of a suite.
 *
 * @param index  the position's place in the suite, from 0
 * @param id     the EPD {@code id}, or {@code "#n"} (n from 1) when the line has none
 * @param line   the line number in the source file, from 1
 * @param record the parsed EPD line
 */
public record SuitePosition(int index, String id, int line, EpdRecord record) {
}
