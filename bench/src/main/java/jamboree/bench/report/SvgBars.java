package jamboree.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A horizontal grouped bar chart as inline SVG: one group per category, one bar per series, with a value axis,
 * its title and unit, and a legend. NaN values draw no bar.
 */
public final class SvgBars {

    private static final String[] PALETTE = {"#0072b2", "#d55e00", "#009e73", "#cc79a7"};
    private static final int WIDTH = 640;
    /** The least room for the categories' labels, widened (and the chart with it) for a longer label. */
    private static final int LEFT = 170;
    /** About the width of one character of the 11-pixel sans-serif text. */
    private static final double CHAR_WIDTH = 6.2;
    private static final int RIGHT = 150;
    private static final int TOP = 34;
    private static final int BOTTOM = 44;

    private record Series(String name, double[] values) {
    }

    private final String title;
    private final String valueTitle;
    private final List<String> categories;
    private final List<Series> series = new ArrayList<>();

    public SvgBars(String title, String valueTitle, List<String> categories) {
        this.title = title;
        this.valueTitle = valueTitle;
        this.categories = List.copyOf(categories);
    }

    public SvgBars add(String name, double[] values) {
        if (values.length != categories.size()) {
            throw new IllegalArgumentException("series " + name + " has " + values.length + " values for "
                    + categories.size() + " categories");
        }
        series.add(new Series(name, values.clone()));
        return this;
    }

    public String render() {
        int bar = 9;
        int group = bar * Math.max(1, series.size()) + 8;
        int plotH = group * categories.size();
        int height = TOP + plotH + BOTTOM;
        int longest = categories.stream().mapToInt(String::length).max().orElse(0);
        int left = Math.max(LEFT, (int) Math.ceil(12 + CHAR_WIDTH * longest));
        int width = WIDTH - LEFT + left;
        double plotW = WIDTH - LEFT - RIGHT;
        double max = 0;
        for (Series s : series) {
            for (double v : s.values()) {
                if (!Double.isNaN(v)) {
                    max = Math.max(max, v);
                }
            }
        }
        double step = niceStep(max / 5);
        double top = Math.max(step, Math.ceil(max / step) * step);
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\" role=\"img\">%n",
                width, height, width, height));
        svg.append("<title>").append(Html.escape(title)).append("</title>\n");
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"18\" font-size=\"13\" font-weight=\"bold\">%s"
                + "</text>%n", 8, Html.escape(title)));
        for (double v = 0; v <= top + step * 1e-9; v += step) {
            double x = left + v / top * plotW;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    x, TOP, x, TOP + plotH, x, TOP + plotH + 14, label(v)));
        }
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"none\""
                + " stroke=\"#333\"/>%n", left, TOP, plotW, plotH));
        for (int c = 0; c < categories.size(); c++) {
            int gy = TOP + c * group + 4;
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n",
                    left - 6, gy + group / 2, Html.escape(categories.get(c))));
            for (int s = 0; s < series.size(); s++) {
                double v = series.get(s).values()[c];
                if (Double.isNaN(v)) {
                    continue;
                }
                svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\""
                        + " fill=\"%s\"/>", left, gy + s * bar, Math.max(0.5, v / top * plotW), bar - 1,
                        PALETTE[s % PALETTE.length]));
            }
            svg.append('\n');
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                left + plotW / 2, height - 10, Html.escape(valueTitle)));
        double lx = left + plotW + 12;
        double ly = TOP + 8;
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-weight=\"bold\">legend</text>%n",
                lx, ly + 2));
        for (int s = 0; s < series.size(); s++) {
            ly += 16;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"14\" height=\"9\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\">%s</text>%n", lx, ly - 9, PALETTE[s % PALETTE.length], lx + 20, ly,
                    Html.escape(series.get(s).name())));
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static double niceStep(double rough) {
        if (!(rough > 0)) {
            return 1;
        }
        double magnitude = Math.pow(10, Math.floor(Math.log10(rough)));
        double f = rough / magnitude;
        return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * magnitude;
    }

    private static String label(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.2f", v);
    }
}
