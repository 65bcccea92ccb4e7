package jamboree.bench.report;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SvgBarsTest {

    private static int width(String svg) {
        Matcher m = Pattern.compile("<svg [^>]*width=\"(\\d+)\"").matcher(svg);
        assertTrue(m.find(), svg);
        return Integer.parseInt(m.group(1));
    }

    /** The x of the label's right end, where a label anchored at its end stops. */
    private static double labelEnd(String svg, String label) {
        Matcher m = Pattern.compile("<text x=\"([\\d.]+)\" y=\"[\\d.]+\" text-anchor=\"end\">"
                + Pattern.quote(label) + "</text>").matcher(svg);
        assertTrue(m.find(), label + " in " + svg);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void aLongCategoryWidensTheChartRatherThanLeavingItsEdge() {
        String shortLabels = new SvgBars("t", "%", List.of("sorting", "evaluation")).add("a", new double[] {1, 2})
                .render();
        String longLabel = "serial search control flow (leaves)";
        String longLabels = new SvgBars("t", "%", List.of("sorting", longLabel)).add("a", new double[] {1, 2})
                .render();

        assertEquals(640, width(shortLabels));
        // About 6.2 pixels a character: the label, anchored at its end, must start inside the chart.
        double end = labelEnd(longLabels, longLabel);
        assertTrue(end - 6.2 * longLabel.length() >= 0, "the label starts at " + (end - 6.2 * longLabel.length()));
        assertTrue(width(longLabels) > 640, "the plot keeps its width beside the wider labels");
    }
}
