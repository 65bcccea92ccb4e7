package jamboree.bench.report;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ContentsTest {

    @Test
    void everySectionGetsAnAnchorAndTheListLinksTheTopLevelOnesInOrder() {
        String page = "<h1>Report</h1>\n<p>intro</p>\n<h2>Speedup</h2>\n<h3>W &amp; C (Figure 5-10)</h3>\n"
                + "<h2>The performance <b>model</b></h2>\n<h2>Speedup</h2>\n";

        String done = Contents.addTo(page);

        assertEquals("<h1>Report</h1>\n<p>intro</p>\n<nav><h2>Contents</h2>\n<ol>\n"
                + "<li><a href=\"#speedup\">Speedup</a></li>\n"
                + "<li><a href=\"#the-performance-model\">The performance <b>model</b></a></li>\n"
                + "<li><a href=\"#speedup-2\">Speedup</a></li>\n</ol></nav>\n"
                + "<h2 id=\"speedup\">Speedup</h2>\n<h3 id=\"w-c-figure-5-10\">W &amp; C (Figure 5-10)</h3>\n"
                + "<h2 id=\"the-performance-model\">The performance <b>model</b></h2>\n"
                + "<h2 id=\"speedup-2\">Speedup</h2>\n", done);
    }

    @Test
    void aPageWithoutSectionsIsLeftAsItIs() {
        String page = "<h1>Report</h1><p>nothing ran</p>";
        assertEquals(page, Contents.addTo(page));
        assertEquals("section", Contents.slug("!!!"));
        assertEquals("kaufman-s-rating", Contents.slug("Kaufman&#39;s rating"));
    }

    @Test
    void aHeadingWithTheCharactersAReplacementTreatsSpeciallyIsCopiedAsItIs() {
        String done = Contents.addTo("<h2>Cost in $ and \\ paths</h2>\n");
        assertTrue(done.endsWith("<h2 id=\"cost-in-and-paths\">Cost in $ and \\ paths</h2>\n"), done);
        assertTrue(done.contains("<li><a href=\"#cost-in-and-paths\">Cost in $ and \\ paths</a></li>"), done);
    }
}
