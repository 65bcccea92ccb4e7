package jamboree.bench.report;

import java.util.Locale;

/** Number formatting shared by the HTML page and the CSV files, so that both show the same digits. */
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

    /** Six significant digits in plain or scientific notation, "" for NaN. */
    public static String sig(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        if (value == 0) {
            return "0";
        }
        double abs = Math.abs(value);
        if (abs >= 1e-3 && abs < 1e9) {
            return new java.math.BigDecimal(value).round(new java.math.MathContext(6)).stripTrailingZeros()
                    .toPlainString();
        }
        return String.format(Locale.ROOT, "%.5e", value);
    }

    public static String integer(long value) {
        return Long.toString(value);
    }
}
