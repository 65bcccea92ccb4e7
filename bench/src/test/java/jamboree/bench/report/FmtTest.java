package jamboree.bench.report;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FmtTest {

    @Test
    void tablesKeepSixSignificantDigitsAndProseFewer() {
        assertEquals("2.64927", Fmt.sig(2.649271));
        assertEquals("153.4", Fmt.sig(153.4316, 4));
        assertEquals("41.2", Fmt.sig(41.2213, 3));
        assertEquals("0.0337", Fmt.sig(0.0337429, 3));
        assertEquals("1200", Fmt.sig(1199.7, 3));
        assertEquals("1.5e-05", Fmt.sig(0.0000152, 2));
        assertEquals("3.00e+10", Fmt.sig(30_000_000_000.0, 3));
        assertEquals("", Fmt.sig(Double.NaN, 3));
        assertEquals("inf", Fmt.sig(Double.POSITIVE_INFINITY, 3));
        assertEquals("0", Fmt.sig(0, 3));
        assertThrows(IllegalArgumentException.class, () -> Fmt.sig(1, 0));
    }

    @Test
    void aValueIsRoundedToTheDecimalPlaceOfItsTwoDigitHalfWidth() {
        assertEquals("2.6 &plusmn; 1.9", Fmt.withUncertainty(2.64927, 1.90826));
        assertEquals("1.125 &plusmn; 0.022", Fmt.withUncertainty(1.12528, 0.0215824));
        assertEquals("2.01 &plusmn; 0.20", Fmt.withUncertainty(2.00779, 0.201095));
        assertEquals("4300 &plusmn; 170", Fmt.withUncertainty(4303.2, 167.3));
        assertEquals("-0.0012 &plusmn; 0.0031", Fmt.withUncertainty(-0.00123, 0.00308));
        assertEquals("2.5 &plusmn; 1.0", Fmt.withUncertainty(2.5, 1.0), "two digits even where the width is round");
        assertEquals("3.00 &plusmn; 0.50", Fmt.withUncertainty(3.0, 0.5));
        assertEquals("0.51 &plusmn; 0.10", Fmt.withUncertainty(0.5123, 0.0996), "a width that rounds up to 0.10");
        assertEquals("1230 &plusmn; 100", Fmt.withUncertainty(1234.5, 99.6), "and to 100: the value to tens");
        assertEquals("0.0 &plusmn; 1.9", Fmt.withUncertainty(0.0123, 1.90826), "a value far inside its width");
        assertEquals("2.3 &plusmn; 4.0", Fmt.withUncertainty(2.25, 4.0), "a tie rounds up, as sig rounds it");
        assertEquals("2.3", Fmt.sig(2.25, 2));
    }

    @Test
    void aHalfWidthTooSmallForSixDigitsLeavesBothToTheirOwn() {
        assertEquals("2.64927 &plusmn; 1.0e-12", Fmt.withUncertainty(2.649271, 1e-12));
        assertEquals("inf", Fmt.withUncertainty(Double.POSITIVE_INFINITY, 1));
        assertEquals("2.64927", Fmt.withUncertainty(2.649271, Double.POSITIVE_INFINITY));
    }

    @Test
    void withoutAHalfWidthTheValueKeepsSixDigits() {
        assertEquals("2.64927", Fmt.withUncertainty(2.649271, Double.NaN));
        assertEquals("2.64927", Fmt.withUncertainty(2.649271, 0));
        assertEquals("", Fmt.withUncertainty(Double.NaN, 1));
    }
}
