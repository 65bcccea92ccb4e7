package jamboree.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An x-y chart drawn as inline SVG: axes with ticks, axis titles with units, a legend, and series drawn as lines,
 * steps or points, on linear or logarithmic axes. Points that cannot be drawn (NaN, or not positive on a log
 * axis) are skipped.
 */
public final class SvgChart {

    /** How an axis maps values. */
    public enum Scale { LINEAR, LOG10, LOG2 }

    /** How a series is drawn. */
    public enum Style { LINE, STEP, POINTS, DASHED }

    /** A series; {@code square} marks its points with squares rather than dots. */
    private record Series(String name, double[] x, double[] y, Style style, String color, boolean square) {
    }

    private static final int WIDTH = 640;
    private static final int HEIGHT = 360;
    private static final int LEFT = 72;
    private static final int RIGHT_LEGEND = 170;
    private static final int TOP = 34;
    private static final int BOTTOM = 52;

    /**
     * Ten colours: a chart of every machine size from 1 to 512 nodes has ten series, and with eight P = 1 and P = 256
     * looked alike. The first eight stay distinct for readers with the common colour-vision deficiencies; the last two
     * do less well (olive comes near vermilion and orange without red cones, near grey without blue ones), so points
     * in them are drawn as squares ({@link #SQUARES_FROM}).
     */
    private static final String[] PALETTE = {"#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9",
            "#000000", "#999999", "#882255", "#999933"};
    private static final int SQUARES_FROM = 8;
    /** About the width of one character of the 11-pixel sans-serif text, for keeping labels apart. */
    private static final double CHAR_WIDTH = 6.2;
    /** The characters a legend line holds beside its swatch; a longer name is wrapped at its spaces. */
    private static final int LEGEND_CHARS = (int) ((RIGHT_LEGEND - 12 - 24) / CHAR_WIDTH);
    /** The height of a line of that text, and the least room between two tick labels. */
    private static final double LINE_HEIGHT = 12;
    private static final double LABEL_GAP = 4;
    private static final String GRID = "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>";

    private final String title;
    private final String xTitle;
    private final String yTitle;
    private Scale xScale = Scale.LINEAR;
    private Scale yScale = Scale.LINEAR;
    private Double yMinimum;
    private double yFloor = Double.NEGATIVE_INFINITY;
    private final List<Series> series = new ArrayList<>();

    /**
     * @param title  the chart's title
     * @param xTitle the x axis title with its unit, e.g. "processors P (nodes)"
     * @param yTitle the y axis title with its unit
     */
    public SvgChart(String title, String xTitle, String yTitle) {
        this.title = title;
        this.xTitle = xTitle;
        this.yTitle = yTitle;
    }

    public SvgChart xScale(Scale scale) {
        this.xScale = scale;
        return this;
    }

    public SvgChart yScale(Scale scale) {
        this.yScale = scale;
        return this;
    }

    /** Starts the y axis at this value instead of the data's minimum (e.g. 0 for counts). */
    public SvgChart yFrom(double minimum) {
        this.yMinimum = minimum;
        return this;
    }

    /**
     * Leaves out the points below {@code floor}, so that a series that falls by many decades does not squeeze the
     * others into a corner; the caller says so beside the chart.
     */
    public SvgChart yFloor(double floor) {
        this.yFloor = floor;
        return this;
    }

    public SvgChart add(String name, double[] x, double[] y, Style style) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("series " + name + ": x and y differ in length");
        }
        series.add(coloured(new Series(name, x.clone(), y.clone(), style, "", false), series.size()));
        return this;
    }

    public SvgChart add(String name, List<double[]> points, Style style) {
        return add(name, points, style, series.size());
    }

    /** Adds a series in the palette's colour number {@code colour}, so that related series can share one. */
    public SvgChart add(String name, List<double[]> points, Style style, int colour) {
        double[] x = new double[points.size()];
        double[] y = new double[points.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = points.get(i)[0];
            y[i] = points.get(i)[1];
        }
        add(name, x, y, style);
        series.add(coloured(series.remove(series.size() - 1), colour));
        return this;
    }

    private static Series coloured(Series s, int colour) {
        int c = colour % PALETTE.length;
        return new Series(s.name(), s.x(), s.y(), s.style(), PALETTE[c], c >= SQUARES_FROM);
    }

    /** A point's mark, {@code r} its half size: a dot, or a square for the colours that need more than colour. */
    private static String mark(Series s, double x, double y, double r, String extra) {
        if (s.square()) {
            return String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
                    + " fill=\"%s\"%s/>", x - r, y - r, 2 * r, 2 * r, s.color(), extra);
        }
        return String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"%s/>", x, y, r,
                s.color(), extra);
    }

    /** Whether point {@code i} of {@code s} is drawn: both values drawable, and y not below the floor. */
    private boolean shown(Series s, int i) {
        return drawable(xScale, s.x()[i]) && drawable(yScale, s.y()[i]) && !(s.y()[i] < yFloor);
    }

    private boolean drawable(Scale scale, double v) {
        return !Double.isNaN(v) && !Double.isInfinite(v) && (scale == Scale.LINEAR || v > 0);
    }

    private static double map(Scale scale, double v) {
        return switch (scale) {
            case LINEAR -> v;
            case LOG10 -> Math.log10(v);
            case LOG2 -> Math.log(v) / Math.log(2);
        };
    }

    public String render() {
        double[] xr = range(true);
        double[] yr = range(false);
        if (yMinimum != null && drawable(yScale, yMinimum)) {
            yr[0] = Math.min(map(yScale, yMinimum), yr[0]);
        }
        double plotW = WIDTH - LEFT - RIGHT_LEGEND;
        double plotH = HEIGHT - TOP - BOTTOM;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\" role=\"img\">%n",
                WIDTH, HEIGHT, WIDTH, HEIGHT));
        svg.append("<title>").append(Html.escape(title)).append("</title>\n");
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"18\" font-size=\"13\" font-weight=\"bold\">%s"
                + "</text>%n", LEFT, Html.escape(title)));
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%.1f\" fill=\"none\""
                + " stroke=\"#333\"/>%n", LEFT, TOP, plotW, plotH));
        // Every tick gets its grid line; a label that would run into another is left out.
        List<double[]> xTicks = ticks(xScale, xr);
        double[] xs = new double[xTicks.size()];
        double[] xHalves = new double[xTicks.size()];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = LEFT + (xTicks.get(i)[0] - xr[0]) / (xr[1] - xr[0]) * plotW;
            xHalves[i] = label(xScale, xTicks.get(i)[1]).length() * CHAR_WIDTH / 2;
        }
        boolean[] xLabelled = labelled(xScale, xTicks, xs, xHalves);
        for (int i = 0; i < xs.length; i++) {
            svg.append(String.format(Locale.ROOT, GRID, xs[i], (double) TOP, xs[i], TOP + plotH));
            if (xLabelled[i]) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>",
                        xs[i], TOP + plotH + 14, label(xScale, xTicks.get(i)[1])));
            }
            svg.append('\n');
        }
        List<double[]> yTicks = ticks(yScale, yr);
        double[] ys = new double[yTicks.size()];
        double[] yHalves = new double[yTicks.size()];
        for (int i = 0; i < ys.length; i++) {
            ys[i] = TOP + plotH - (yTicks.get(i)[0] - yr[0]) / (yr[1] - yr[0]) * plotH;
            yHalves[i] = LINE_HEIGHT / 2;
        }
        boolean[] yLabelled = labelled(yScale, yTicks, ys, yHalves);
        for (int i = 0; i < ys.length; i++) {
            svg.append(String.format(Locale.ROOT, GRID, (double) LEFT, ys[i], LEFT + plotW, ys[i]));
            if (yLabelled[i]) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>",
                        LEFT - 4, ys[i] + 4, label(yScale, yTicks.get(i)[1])));
            }
            svg.append('\n');
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                LEFT + plotW / 2, HEIGHT - 12, Html.escape(xTitle + scaleNote(xScale))));
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(16,%.1f) rotate(-90)\""
                + " text-anchor=\"middle\">%s</text>%n", TOP + plotH / 2, Html.escape(yTitle + scaleNote(yScale))));
        for (Series s : series) {
            drawSeries(svg, s, xr, yr, plotW, plotH);
        }
        double ly = TOP + 8;
        double lx = LEFT + plotW + 12;
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-weight=\"bold\">legend</text>%n",
                lx, ly + 2));
        for (Series s : series) {
            ly += 16;
            List<String> lines = wrap(s.name(), LEGEND_CHARS);
            if (s.style() == Style.POINTS) {
                svg.append(mark(s, lx + 9, ly - 4, 3, ""));
            } else {
                svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\""
                        + " stroke=\"%s\" stroke-width=\"2\"%s/>", lx, ly - 4, lx + 18, ly - 4, s.color(),
                        s.style() == Style.DASHED ? " stroke-dasharray=\"5,3\"" : ""));
            }
            for (int i = 0; i < lines.size(); i++) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\">%s</text>", lx + 24,
                        ly + 13 * i, Html.escape(lines.get(i))));
            }
            svg.append('\n');
            ly += 13 * (lines.size() - 1);
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static String scaleNote(Scale scale) {
        return scale == Scale.LINEAR ? "" : " (log scale)";
    }

    private void drawSeries(StringBuilder svg, Series s, double[] xr, double[] yr, double plotW, double plotH) {
        StringBuilder path = new StringBuilder();
        boolean open = false;
        double lastX = 0;
        double lastY = 0;
        int segmentPoints = 0;
        for (int i = 0; i <= s.x().length; i++) {
            if (i == s.x().length || !shown(s, i)) {
                // A line through one point draws nothing: such a point gets a dot of its own.
                if (open && segmentPoints == 1) {
                    svg.append(mark(s, lastX, lastY, 2.5, ""));
                }
                open = false;
                continue;
            }
            double px = LEFT + (map(xScale, s.x()[i]) - xr[0]) / (xr[1] - xr[0]) * plotW;
            double py = TOP + plotH - (map(yScale, s.y()[i]) - yr[0]) / (yr[1] - yr[0]) * plotH;
            if (s.style() == Style.POINTS) {
                svg.append(mark(s, px, py, 2.5, " fill-opacity=\"0.75\""));
                continue;
            }
            if (!open) {
                path.append(String.format(Locale.ROOT, "M%.1f %.1f", px, py));
                open = true;
                segmentPoints = 0;
            } else if (s.style() == Style.STEP) {
                path.append(String.format(Locale.ROOT, "L%.1f %.1fL%.1f %.1f", px, lastY, px, py));
            } else {
                path.append(String.format(Locale.ROOT, "L%.1f %.1f", px, py));
            }
            segmentPoints++;
            lastX = px;
            lastY = py;
        }
        if (path.length() > 0) {
            svg.append(String.format(Locale.ROOT, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.6\"%s/>",
                    path, s.color(), s.style() == Style.DASHED ? " stroke-dasharray=\"5,3\"" : ""));
        }
        svg.append('\n');
    }

    /** The mapped [min, max] of the drawable data, padded a little; [0, 1] if there is none. */
    private double[] range(boolean isX) {
        Scale scale = isX ? xScale : yScale;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (int i = 0; i < s.x().length; i++) {
                if (!shown(s, i)) {
                    continue;
                }
                double v = map(scale, isX ? s.x()[i] : s.y()[i]);
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        if (min == Double.POSITIVE_INFINITY) {
            return new double[] {0, 1};
        }
        if (max - min < 1e-12) {
            double pad = scale == Scale.LINEAR ? Math.max(1e-9, Math.abs(min) * 0.1 + 0.5) : 0.5;
            return new double[] {min - pad, max + pad};
        }
        double pad = (max - min) * 0.04;
        // Lines start at the axis (a curve from P = 1), but a point there would sit on the frame.
        boolean padLow = !isX || series.stream().anyMatch(s -> s.style() == Style.POINTS);
        return new double[] {min - (padLow ? pad : 0), max + pad};
    }

    /** Tick positions (mapped) and the values they stand for. */
    private static List<double[]> ticks(Scale scale, double[] r) {
        List<double[]> ticks = new ArrayList<>();
        if (scale == Scale.LINEAR) {
            double step = niceStep((r[1] - r[0]) / 6);
            for (double v = Math.ceil(r[0] / step) * step; v <= r[1] + step * 1e-9; v += step) {
                double clean = Math.abs(v) < step * 1e-9 ? 0 : v;
                ticks.add(new double[] {clean, clean});
            }
            return ticks;
        }
        double base = scale == Scale.LOG2 ? 2 : 10;
        int first = (int) Math.ceil(r[0] - 1e-9);
        int last = (int) Math.floor(r[1] + 1e-9);
        int stride = Math.max(1, (last - first + 1) / 10 + 1);
        for (int e = first; e <= last; e += stride) {
            ticks.add(new double[] {e, Math.pow(base, e)});
        }
        if (ticks.size() < 3 && scale == Scale.LOG10) {
            // Less than about two decades: label 1-2-5 (or every digit) between the powers of ten too.
            for (int[] mantissas : new int[][] {{1, 2, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9}}) {
                ticks.clear();
                for (int e = (int) Math.floor(r[0]) ; e <= (int) Math.ceil(r[1]); e++) {
                    for (int m : mantissas) {
                        double v = m * Math.pow(10, e);
                        double mapped = Math.log10(v);
                        if (mapped >= r[0] - 1e-9 && mapped <= r[1] + 1e-9) {
                            ticks.add(new double[] {mapped, v});
                        }
                    }
                }
                if (ticks.size() >= 3) {
                    break;
                }
            }
        }
        if (ticks.size() < 2) {
            // Less than a doubling or a factor of ten: round values, evenly spaced in value (not in the log).
            ticks.clear();
            double low = Math.pow(base, r[0]);
            double high = Math.pow(base, r[1]);
            double step = niceStep((high - low) / 4);
            for (double v = Math.ceil(low / step) * step; v <= high * (1 + 1e-12); v += step) {
                ticks.add(new double[] {Math.log(v) / Math.log(base), v});
            }
        }
        return ticks;
    }

    private static double niceStep(double rough) {
        if (!(rough > 0)) {
            return 1;
        }
        double magnitude = Math.pow(10, Math.floor(Math.log10(rough)));
        double f = rough / magnitude;
        double nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
        return nice * magnitude;
    }

    /**
     * Which ticks get a label, given each one's centre and half extent along the axis: on a log axis the powers of its
     * base first, so that 10000 keeps its label where 9000 and 10000 would meet, then the others, each where it keeps
     * clear of every label already placed.
     */
    private static boolean[] labelled(Scale scale, List<double[]> ticks, double[] centres, double[] halves) {
        boolean[] chosen = new boolean[ticks.size()];
        for (boolean powersFirst : new boolean[] {true, false}) {
            for (int i = 0; i < chosen.length; i++) {
                boolean power = scale != Scale.LINEAR && Math.abs(ticks.get(i)[0] - Math.rint(ticks.get(i)[0])) < 1e-9;
                if (chosen[i] || (powersFirst && !power)) {
                    continue;
                }
                boolean clear = true;
                for (int j = 0; j < chosen.length && clear; j++) {
                    clear = !chosen[j] || Math.abs(centres[i] - centres[j]) >= halves[i] + halves[j] + LABEL_GAP;
                }
                chosen[i] = clear;
            }
        }
        return chosen;
    }

    /** {@code text} in lines of at most {@code width} characters, broken at spaces (a longer word keeps a line). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /** A tick's label: a power of two on a base-2 axis from 2^16 on, past the integers that read at a glance. */
    private static String label(Scale scale, double v) {
        if (scale == Scale.LOG2 && v >= 65536) {
            long exponent = Math.round(Math.log(v) / Math.log(2));
            if (Math.pow(2, exponent) == v) {
                return "2^" + exponent;
            }
        }
        return label(v);
    }

    private static String label(double v) {
        double abs = Math.abs(v);
        if (abs != 0 && (abs >= 1e6 || abs < 1e-3)) {
            return String.format(Locale.ROOT, "%.0e", v);
        }
        if (abs >= 100 || v == Math.rint(v)) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        String s = String.format(Locale.ROOT, "%.3f", v);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
