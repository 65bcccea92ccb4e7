package jamboree.uci;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The launcher with its own JVM options, as a user who sets none gets them: transparent huge pages for the bench
 * (and its workers) exactly where the kernel lends them on request, never for the engine a GUI starts, and a JVM that
 * starts with them and writes nothing of its own on stdout; the bench's heap for {@code search}, which repeats one of
 * the bench's searches and must build the same machine.
 */
class LauncherOptionsIT {

    private static final Path HUGE_PAGES = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    private static final String FLAG = "-XX:+UseTransparentHugePages";

    private record Launched(int exit, String stdout, String javaCommand, String stderr) {
    }

    @Test
    void theBenchAsksForHugePagesWhereTheKernelLendsThemAndStartsCleanly() throws Exception {
        Launched bench = launch("bench", "--help");
        assertEquals(0, bench.exit(), bench.stderr());
        assertTrue(bench.stdout().startsWith("Usage: jamboree bench"), bench.stdout());
        assertFalse(bench.stdout().contains("VM warning"), bench.stdout());
        assertEquals(kernelLendsHugePages(), bench.javaCommand().contains(FLAG), bench.javaCommand());
    }

    @Test
    void theEngineAGuiStartsNeverAsksForThem() throws Exception {
        Launched engine = launch("--help");
        assertEquals(0, engine.exit(), engine.stderr());
        assertTrue(engine.stdout().startsWith("Usage: jamboree "), engine.stdout());
        assertFalse(engine.javaCommand().contains(FLAG), engine.javaCommand());
    }

    @Test
    void searchGetsTheBenchsHeapButNotItsHugePages() throws Exception {
        Launched bench = launch("bench", "--help");
        Launched search = launch("search", "--help");
        Launched engine = launch("--help");
        assertEquals(0, search.exit(), search.stderr());
        assertTrue(search.stdout().startsWith("Usage: jamboree search"), search.stdout());
        assertEquals(heapOf(bench), heapOf(search), search.javaCommand());
        // The launcher's own rule: 6 GB on a host of 12 GB or more (its /proc/meminfo), 3 GB elsewhere.
        assertEquals(memoryKb() >= 12_000_000 ? "-Xmx6g" : "-Xmx3g", heapOf(search), search.javaCommand());
        assertEquals("-Xmx3g", heapOf(engine), engine.javaCommand());
        assertFalse(search.javaCommand().contains(FLAG), search.javaCommand());
    }

    private static String heapOf(Launched launched) {
        return Arrays.stream(launched.javaCommand().split(" ")).filter(word -> word.startsWith("-Xmx")).findFirst()
                .orElseThrow(() -> new AssertionError("no -Xmx in " + launched.javaCommand()));
    }

    /** The host's memory as the launcher reads it, 0 where it cannot (then it gives every command 3 GB). */
    private static long memoryKb() throws IOException {
        Path meminfo = Path.of("/proc/meminfo");
        if (!Files.isReadable(meminfo)) {
            return 0;
        }
        return Files.readAllLines(meminfo).stream().filter(l -> l.startsWith("MemTotal:"))
                .mapToLong(l -> Long.parseLong(l.replaceAll("[^0-9]", ""))).findFirst().orElse(0);
    }

    private static boolean kernelLendsHugePages() throws IOException {
        if (!System.getProperty("os.name", "").startsWith("Linux") || !Files.isReadable(HUGE_PAGES)) {
            return false;
        }
        String mode = Files.readString(HUGE_PAGES);
        return mode.contains("[always]") || mode.contains("[madvise]");
    }

    /** Runs the launcher under {@code bash -x}, whose trace on stderr shows the java command it ends in. */
    private static Launched launch(String... args) throws Exception {
        String root = System.getProperty("jamboree.root");
        assumeTrue(root != null, "system property jamboree.root is not set (run through Maven)");
        Path launcher = Path.of(root, "jamboree");
        assumeTrue(Files.isExecutable(launcher), "launcher not found at " + launcher);
        Path stderr = Files.createTempFile("jamboree-launcher", ".stderr");
        try {
            List<String> command = new ArrayList<>(List.of("bash", "-x", launcher.toString()));
            command.addAll(List.of(args));
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(stderr.toFile());
            builder.environment().remove("JAMBOREE_JAVA_OPTS");
            Process process = builder.start();
            process.getOutputStream().close();
            String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            // First use may build the whole project.
            assertTrue(process.waitFor(10, TimeUnit.MINUTES), "the launcher did not end");
            String trace = Files.readString(stderr);
            String java = trace.lines().filter(l -> l.startsWith("+ exec java ")).findFirst().orElse("");
            assertFalse(java.isEmpty(), "no java command in the launcher's trace:\n" + trace);
            return new Launched(process.exitValue(), stdout, java, trace);
        } finally {
            Files.deleteIfExists(stderr);
        }
    }
}
