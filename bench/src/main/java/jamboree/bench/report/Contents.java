package jamboree.bench.report;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A page's headings made into places to link to, and a table of contents of its sections. The page is some forty
 * thousand pixels tall; its sections are written by several classes, so the anchors are given once the page is whole,
 * from its own headings, rather than by each writer.
 */
final class Contents {

    private static final Pattern HEADING = Pattern.compile("<h([23])>(.*?)</h\\1>");
    private static final Pattern TAG = Pattern.compile("<[^>]*>");

    private Contents() {
    }

    /**
     * {@code page} with an id on every {@code h2} and {@code h3} (from its text, made unique) and a list of the
     * {@code h2} sections before the first of them. A page without sections is returned as it is.
     */
    static String addTo(String page) {
        Matcher m = HEADING.matcher(page);
        StringBuilder out = new StringBuilder(page.length() + 4096);
        StringBuilder list = new StringBuilder();
        Set<String> taken = new HashSet<>();
        int firstSection = -1;
        while (m.find()) {
            String level = m.group(1);
            String inner = m.group(2);
            String id = unique(slug(TAG.matcher(inner).replaceAll("")), taken);
            m.appendReplacement(out, "");
            if (level.equals("2")) {
                if (firstSection < 0) {
                    firstSection = out.length();
                }
                list.append("<li><a href=\"#").append(id).append("\">").append(inner).append("</a></li>\n");
            }
            out.append("<h").append(level).append(" id=\"").append(id).append("\">").append(inner)
                    .append("</h").append(level).append('>');
        }
        m.appendTail(out);
        if (firstSection < 0) {
            return page;
        }
        out.insert(firstSection, "<nav><h2>Contents</h2>\n<ol>\n" + list + "</ol></nav>\n");
        return out.toString();
    }

    /** Lower-case letters and digits, runs of anything else as one hyphen. */
    static String slug(String text) {
        String s = text.toLowerCase(Locale.ROOT).replaceAll("&#?[a-z0-9]+;", " ").replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-+|-+$", "");
        return s.isEmpty() ? "section" : s;
    }

    private static String unique(String id, Set<String> taken) {
        String candidate = id;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = id + "-" + n;
        }
        return candidate;
    }
}
