package jamboree.bench.cluster;

import jamboree.machine.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Adds what the cluster did to a written report: a {@code cluster} object in {@code report.json} and one paragraph
 * in {@code index.html}, before its first section. The report writer stays unaware of clusters.
 */
public final class ClusterReportAppendix {

    private ClusterReportAppendix() {
    }

    public static void append(Path directory, ClusterRunReport report) throws IOException {
        Path json = directory.resolve("report.json");
        JsonNode root = Json.parse(Files.readString(json, StandardCharsets.UTF_8));
        if (!(root instanceof ObjectNode object)) {
            throw new IOException(json + " is not a JSON object");
        }
        ObjectNode cluster = (ObjectNode) Json.tree(report);
        cluster.put("summary", report.summary());
        cluster.put("hosts", report.hosts());
        object.set("cluster", cluster);
        Json.write(json, object);

        Path html = directory.resolve("index.html");
        String page = Files.readString(html, StandardCharsets.UTF_8);
        String line = "<p>Cluster: " + escape(report.summary()) + " " + escape(report.hosts()) + " Details in"
                + " <code>report.json</code> under <code>cluster</code>.</p>\n";
        // Before the first section, or before the contents list that precedes it.
        int at = page.indexOf("<nav>");
        if (at < 0) {
            at = page.indexOf("<h2");
        }
        if (at < 0) {
            at = page.lastIndexOf("</body>");
        }
        Files.writeString(html, at < 0 ? page + line : page.substring(0, at) + line + page.substring(at),
                StandardCharsets.UTF_8);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
