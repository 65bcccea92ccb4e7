package jamboree.bench.journal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Class files compiled here from sources that differ in their lines, or in their code. */
class ClassBytesTest {

    private static final String PROBE = """
            package jamboree.engine;

            public class Probe {%s
                private static final long[] TABLE = {1L, 2L, 3L};
                private final double scale = 1.5;

                public long f(int x) {
                    try {
                        return TABLE[x %% 3] + (long) (x * scale)%s;
                    } catch (ArithmeticException e) {
                        throw new IllegalStateException("never: " + e, e);
                    }
                }

                public Runnable g(String s) {
                    return () -> System.out.println(s.length());
                }
            }
            """;

    /** Compiles {@code source} (the probe class) with every debug table and returns its class file. */
    private static byte[] compile(Path dir, String source) throws IOException {
        Path src = dir.resolve("src/jamboree/engine/Probe.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, source);
        Path out = dir.resolve("classes");
        Files.createDirectories(out);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-g", "-d", out.toString(), src.toString());
        assertEquals(0, status, "javac");
        return Files.readAllBytes(out.resolve("jamboree/engine/Probe.class"));
    }

    private static String probe(String comment, String addend) {
        return String.format(PROBE, comment, addend);
    }

    @Test
    void sourcesThatDifferOnlyInTheirLinesGiveTheSameClassWithoutLineNumbers(@TempDir Path dir) throws IOException {
        byte[] plain = compile(dir.resolve("a"), probe("", ""));
        byte[] commented = compile(dir.resolve("b"), probe("\n    // A comment of two lines that moves every\n"
                + "    // statement below it down.\n", ""));
        assertFalse(Arrays.equals(plain, commented), "the line numbers differ");
        byte[] stripped = ClassBytes.withoutLineNumbers(plain);
        assertArrayEquals(stripped, ClassBytes.withoutLineNumbers(commented));
        assertTrue(stripped.length < plain.length, "the tables are gone");
        assertTrue(new String(plain, StandardCharsets.ISO_8859_1).contains("LineNumberTable"),
                "the probe had line numbers to remove");
    }

    @Test
    void aChangeOfCodeStillShows(@TempDir Path dir) throws IOException {
        byte[] plain = compile(dir.resolve("a"), probe("", ""));
        byte[] changed = compile(dir.resolve("b"), probe("", " + 1"));
        assertNotEquals(Arrays.toString(ClassBytes.withoutLineNumbers(plain)),
                Arrays.toString(ClassBytes.withoutLineNumbers(changed)));
    }

    @Test
    void theStrippedClassIsStillAClassTheJvmLoadsAndRuns(@TempDir Path dir) throws Exception {
        byte[] stripped = ClassBytes.withoutLineNumbers(compile(dir.resolve("a"), probe("", "")));
        Path classes = dir.resolve("stripped");
        Files.createDirectories(classes.resolve("jamboree/engine"));
        Files.write(classes.resolve("jamboree/engine/Probe.class"), stripped);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null)) {
            Class<?> probe = loader.loadClass("jamboree.engine.Probe");
            Object p = probe.getConstructor().newInstance();
            assertEquals(2L + 6L, probe.getMethod("f", int.class).invoke(p, 4));
        }
    }

    @Test
    void whatIsNoClassFileIsLeftAsItIs() {
        for (byte[] bytes : List.of(new byte[0], "engine a".getBytes(StandardCharsets.UTF_8),
                new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 61, 0, 5, 99})) {
            assertSame(bytes, ClassBytes.withoutLineNumbers(bytes));
        }
    }

    @Test
    void theCodeFingerprintKeepsPutWhenOnlyLinesMove(@TempDir Path dir) throws IOException {
        byte[] plain = compile(dir.resolve("a"), probe("", ""));
        byte[] commented = compile(dir.resolve("b"), probe("\n    // moved\n", ""));
        byte[] changed = compile(dir.resolve("c"), probe("", " + 1"));
        assertEquals(digestOf(dir.resolve("x"), plain), digestOf(dir.resolve("y"), commented));
        assertNotEquals(digestOf(dir.resolve("x"), plain), digestOf(dir.resolve("z"), changed));
    }

    private static String digestOf(Path root, byte[] probeClass) throws IOException {
        Path file = root.resolve("jamboree/engine/Probe.class");
        Files.createDirectories(file.getParent());
        Files.write(file, probeClass);
        return CodeFingerprint.of(List.of(new CodeFingerprint.Source("jamboree/engine/", root)));
    }
}
