package jamboree.uci;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A real UCI client drives the launcher: polyglot's {@code epd-test} (Debian package {@code polyglot}) runs the
 * engine on three positions with one clear best move each. Skipped, saying so, where polyglot is not installed.
 */
class PolyglotEpdIT {
    private static final List<String> POSITIONS = List.of(
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"back rank\";",
            "k7/8/8/8/8/8/1q6/1R4K1 w - - bm Rxb2; id \"free queen\";",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"scholar\";");

    @Test
    void polyglotSolvesThePositionsThroughTheLauncher() throws IOException, InterruptedException {
        String root = System.getProperty("jamboree.root");
        assumeTrue(root != null, "system property jamboree.root is not set (run through Maven)");
        Path polyglot = find("polyglot");
        assumeTrue(polyglot != null, "polyglot is not installed (apt-get install polyglot); skipping the real-client check");

        Path dir = Files.createTempDirectory("jamboree-polyglot");
        Path epd = dir.resolve("easy.epd");
        Files.write(epd, POSITIONS, StandardCharsets.UTF_8);
        Path output = dir.resolve("polyglot.out");
        ProcessBuilder builder = new ProcessBuilder(polyglot.toString(), "epd-test", "-noini",
                "-ec", Path.of(root, "jamboree").toString(), "-epd", epd.toString(), "-max-time", "1")
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(output.toFile());
        builder.environment().put("JAMBOREE_JAVA_OPTS", "-Xss64m -Xmx512m -XX:+UseSerialGC");
        Process process = builder.start();
        // The launcher may build the jar first.
        boolean ended = process.waitFor(10, TimeUnit.MINUTES);
        if (!ended) {
            process.destroyForcibly();
        }
        String text = Files.readString(output);
        assertTrue(ended, "polyglot finished; output:\n" + text);
        Matcher score = Pattern.compile("score=(\\d+)/(\\d+)").matcher(text);
        assertTrue(score.find(), "polyglot printed a score; output:\n" + text);
        System.out.println("polyglot epd-test through the launcher: " + score.group());
        assertEquals("3/3", score.group(1) + "/" + score.group(2), text);
    }

    private static Path find(String program) {
        String path = System.getenv().getOrDefault("PATH", "") + java.io.File.pathSeparator + "/usr/games";
        try (Stream<String> dirs = Stream.of(path.split(java.io.File.pathSeparator))) {
            return dirs.filter(d -> !d.isEmpty()).map(d -> Path.of(d, program)).filter(Files::isExecutable)
                    .findFirst().orElse(null);
        }
    }
}
