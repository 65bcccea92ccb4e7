package jamboree.bench.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Number formatting shared by the HTML page and the CSV files, so that a table shows the same digits in both; the
 * page's prose rounds further, since its tables are beside it.
 */
public final class Fmt {

    private Fmt() {
    }

    /** Up to {@code digits} decimals, no grouping, "" for NaN. */
    public static String num(double value, int digits) {
        if (Double.isNaN(value)) {
            return "";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%." + digits + "f", value);
    }

    /**
     * Six significant digits in plain or scientific notation, "" for NaN, "inf" or "-inf" for an infinity: the cells
     * of the tables, which the CSV files share and which a reader may compute with.
     */
    public static String sig(double value) {
        return sig(value, 6);
    }

    /**
     * {@code digits} significant digits (at least 1) in plain or scientific notation, "" for NaN, "inf" or "-inf" for
     * an infinity: the page's prose, which rounds what the tables beside it give in full.
     */
    public static String sig(double value, int digits) {
        if (digits < 1) {
            throw new IllegalArgumentException("significant digits must be >= 1, got " + digits);
        }
        if (Double.isNaN(value)) {
            return "";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        if (value == 0) {
            return "0";
        }
        double abs = Math.abs(value);
        if (abs >= 1e-3 && abs < 1e9) {
            return new BigDecimal(value).round(new MathContext(digits)).stripTrailingZeros().toPlainString();
        }
        return String.format(Locale.ROOT, "%." + (digits - 1) + "e", value);
    }

    /**
     * A value and its uncertainty as "value &amp;plusmn; half-width" in HTML: the half-width to two significant
     * digits and the value to the same decimal place, so that the page gives no digit the data do not support
     * ({@code 2.64927} and {@code 1.90826} read "2.6 &amp;plusmn; 1.9"). The value alone, to six digits, where either
     * is not finite or the half-width is not positive; both to their own digits where the half-width is so small
     * that the value would need more than six digits or six decimals.
     */
    public static String withUncertainty(double value, double halfWidth) {
        if (!Double.isFinite(value) || !Double.isFinite(halfWidth) || !(halfWidth > 0)) {
            return sig(value);
        }
        BigDecimal width = new BigDecimal(halfWidth).round(new MathContext(2, RoundingMode.HALF_UP));
        if (width.precision() < 2) {
            // 1.0 is held as 1: give it its second digit back.
            width = width.setScale(width.scale() + 2 - width.precision(), RoundingMode.UNNECESSARY);
        }
        BigDecimal rounded = new BigDecimal(value).setScale(width.scale(), RoundingMode.HALF_UP);
        if (rounded.precision() > 6 || width.scale() > 6) {
            return sig(value) + " &plusmn; " + sig(halfWidth, 2);
        }
        return plain(rounded) + " &plusmn; " + plain(width);
    }

    private static String plain(BigDecimal value) {
        return value.scale() < 0 ? value.setScale(0, RoundingMode.UNNECESSARY).toPlainString()
                : value.toPlainString();
    }

    public static String integer(long value) {
        return Long.toString(value);
    }
}
