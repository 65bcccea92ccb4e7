package jamboree.bench.report;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static jamboree.bench.report.SvgChart.Scale;
import static jamboree.bench.report.SvgChart.Style;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SvgChartTest {

    private static final Pattern TEXT = Pattern.compile("<text x=\"([0-9.]+)\" y=\"([0-9.]+)\"[^>]*>([^<]*)</text>");

    /** The texts of the chart's bottom axis (those on the line of tick labels), in order. */
    private static List<String> xLabels(String svg) {
        List<String> labels = new ArrayList<>();
        Matcher m = TEXT.matcher(svg);
        while (m.find()) {
            if (svg.substring(m.start(), m.end()).contains("text-anchor=\"middle\"")
                    && Double.parseDouble(m.group(2)) == 360 - 52 + 14) {
                labels.add(m.group(3));
            }
        }
        return labels;
    }

    @Test
    void tenSeriesGetTenColours() {
        SvgChart chart = new SvgChart("t", "x", "y");
        for (int p = 0; p < 10; p++) {
            chart.add("P = " + (1 << p), List.of(new double[] {1, p + 1}, new double[] {2, p + 2}), Style.LINE);
        }
        Set<String> colours = new HashSet<>();
        Matcher m = Pattern.compile("<path d=\"[^\"]*\" fill=\"none\" stroke=\"(#[0-9a-f]{6})\"")
                .matcher(chart.render());
        while (m.find()) {
            colours.add(m.group(1));
        }
        assertEquals(10, colours.size());
    }

    @Test
    void theTwoColoursThatNeedMoreThanColourMarkTheirPointsWithSquares() {
        SvgChart chart = new SvgChart("t", "x", "y");
        for (int p = 0; p < 10; p++) {
            chart.add("P = " + (1 << p), List.of(new double[] {1, p + 1}), Style.POINTS);
        }
        String svg = chart.render();
        // One mark per point and one in the legend for each series: eight series of dots, two of squares.
        assertEquals(16, Pattern.compile("<circle ").matcher(svg).results().count());
        assertEquals(4, Pattern.compile("<rect x=\"[0-9.]+\" y=\"[0-9.]+\" width=\"(5|6)\\.0\"").matcher(svg)
                .results().count());
    }

    @Test
    void tickLabelsThatWouldRunTogetherAreLeftOutButTheirGridLinesStay() {
        // 2,600 to 11,000 on a log axis: every thousand is a tick, and at the top of the decade their labels meet.
        String svg = new SvgChart("t", "x", "y").xScale(Scale.LOG10)
                .add("a", List.of(new double[] {2600, 1}, new double[] {11000, 2}), Style.LINE).render();
        List<String> labels = xLabels(svg);
        int gridLines = 0;
        Matcher lines = Pattern.compile("<line x1=\"([0-9.]+)\" y1=\"34.0\"").matcher(svg);
        while (lines.find()) {
            gridLines++;
        }
        assertEquals(8, gridLines, "3000 to 10000");
        assertTrue(labels.size() >= 4 && labels.size() < gridLines, labels.toString());
        assertEquals("3000", labels.get(0));
        assertTrue(labels.contains("10000") && !labels.contains("9000"), "the power of ten keeps its label: " + labels);
        List<double[]> spans = new ArrayList<>();
        Matcher m = TEXT.matcher(svg);
        while (m.find()) {
            if (Double.parseDouble(m.group(2)) == 322) {
                double half = m.group(3).length() * 6.2 / 2;
                double x = Double.parseDouble(m.group(1));
                spans.add(new double[] {x - half, x + half});
            }
        }
        for (int i = 1; i < spans.size(); i++) {
            assertTrue(spans.get(i)[0] >= spans.get(i - 1)[1], "labels " + labels + " overlap");
        }
    }

    @Test
    void largePowersOfTwoReadAsPowersAndNarrowLogAxesGetRoundValues() {
        String tables = new SvgChart("t", "entries", "y").xScale(Scale.LOG2)
                .add("a", List.of(new double[] {1 << 16, 1}, new double[] {1 << 26, 2}), Style.LINE).render();
        assertTrue(xLabels(tables).containsAll(List.of("2^16", "2^20", "2^24")), xLabels(tables).toString());
        assertTrue(xLabels(tables).stream().allMatch(l -> l.startsWith("2^")), "one notation on the axis");
        String machines = new SvgChart("t", "P", "y").xScale(Scale.LOG2)
                .add("a", List.of(new double[] {1, 1}, new double[] {32768, 2}), Style.LINE).render();
        assertTrue(xLabels(machines).containsAll(List.of("1", "256", "16384"))
                && xLabels(machines).stream().noneMatch(l -> l.contains("^")), xLabels(machines).toString());

        String narrow = new SvgChart("t", "W/C", "y").xScale(Scale.LOG10)
                .add("a", List.of(new double[] {990, 1}, new double[] {1260, 2}), Style.POINTS).render();
        assertEquals(List.of("1000", "1100", "1200"), xLabels(narrow).subList(0, 3));
    }

    @Test
    void aLongLegendNameIsWrappedInsideTheChart() {
        String name = "T = c3 + c1 W/P + c2 C (5.34), the thesis's model";
        String svg = new SvgChart("t", "x", "y").add(name, List.of(new double[] {1, 1}, new double[] {2, 2}),
                Style.DASHED).render();
        Matcher m = TEXT.matcher(svg);
        int legendLines = 0;
        while (m.find()) {
            double x = Double.parseDouble(m.group(1));
            if (x > 640 - 170) {
                legendLines++;
                assertTrue(x + m.group(3).length() * 6.2 <= 640, "\"" + m.group(3) + "\" runs past the chart");
            }
        }
        assertTrue(legendLines >= 3, "the title 'legend' and the name on two lines or more: " + legendLines);
        assertEquals(List.of("ab cd", "ef"), SvgChart.wrap("ab cd ef", 5));
    }

    @Test
    void aLoneDrawablePointOfALineIsADotAndPointsBelowTheFloorAreLeftOut() {
        String svg = new SvgChart("t", "x", "y").yScale(Scale.LOG10).yFloor(1e-3)
                .add("one run", List.of(new double[] {2, 0.5}, new double[] {4, Double.NaN}), Style.LINE)
                .add("model", List.of(new double[] {2, 0.6}, new double[] {4, 1e-13}), Style.DASHED).render();
        assertTrue(svg.contains("<circle cx="), svg);
        assertFalse(svg.contains("e-13"), "the axis reaches down to the dropped point");
    }
}
