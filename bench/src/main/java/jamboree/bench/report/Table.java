package jamboree.bench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A table of already formatted cells: written to CSV and rendered to HTML from the same strings.
 *
 * @param file    the CSV file name (e.g. {@code trials.csv})
 * @param caption what the table shows
 * @param header  column names (with units)
 * @param rows    the cells
 */
public record Table(String file, String caption, List<String> header, List<List<String>> rows) {

    public Table {
        header = List.copyOf(header);
        rows = List.copyOf(rows.stream().map(List::copyOf).toList());
    }

    /** A builder that checks every row has as many cells as the header. */
    public static Builder builder(String file, String caption, String... header) {
        return new Builder(file, caption, List.of(header));
    }

    public static final class Builder {
        private final String file;
        private final String caption;
        private final List<String> header;
        private final List<List<String>> rows = new ArrayList<>();

        private Builder(String file, String caption, List<String> header) {
            this.file = file;
            this.caption = caption;
            this.header = header;
        }

        public Builder row(String... cells) {
            if (cells.length != header.size()) {
                throw new IllegalArgumentException(file + ": row of " + cells.length + " cells, header has "
                        + header.size());
            }
            rows.add(List.of(cells));
            return this;
        }

        public Table build() {
            return new Table(file, caption, header, rows);
        }
    }

    public String csv() {
        StringBuilder out = new StringBuilder();
        line(out, header);
        for (List<String> row : rows) {
            line(out, row);
        }
        return out.toString();
    }

    public void writeCsv(Path dir) throws IOException {
        Files.writeString(dir.resolve(file), csv(), StandardCharsets.UTF_8);
    }

    private static void line(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(csvCell(cells.get(i)));
        }
        out.append('\n');
    }

    static String csvCell(String cell) {
        if (cell.indexOf(',') >= 0 || cell.indexOf('"') >= 0 || cell.indexOf('\n') >= 0) {
            return '"' + cell.replace("\"", "\"\"") + '"';
        }
        return cell;
    }

    /** The table as HTML, with a link to its CSV file. */
    public String html() {
        StringBuilder out = new StringBuilder();
        out.append("<table id=\"").append(Html.escape(file)).append("\">\n<caption>").append(Html.escape(caption))
                .append(" <a href=\"").append(Html.escape(file)).append("\">").append(Html.escape(file))
                .append("</a></caption>\n<thead><tr>");
        for (String h : header) {
            out.append("<th>").append(Html.escape(h)).append("</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : rows) {
            out.append("<tr>");
            for (String cell : row) {
                out.append("<td>").append(Html.escape(cell)).append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody></table>\n");
        return out.toString();
    }
}
