package jamboree.bench.journal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The code's digest follows the files of the packages that compute a search, wherever they were loaded from. */
class CodeFingerprintTest {

    private static final Map<String, String> FILES = new TreeMap<>(Map.of(
            "jamboree/engine/A.class", "engine a",
            "jamboree/engine/search/B.class", "engine b",
            "jamboree/machine/C.class", "machine c"));

    private static Path directory(Path root, Map<String, String> files) throws IOException {
        for (Map.Entry<String, String> f : files.entrySet()) {
            Path p = root.resolve(f.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, f.getValue());
        }
        return root;
    }

    private static Path jar(Path file, Map<String, String> files) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            for (Map.Entry<String, String> f : files.entrySet()) {
                jar.putNextEntry(new JarEntry(f.getKey()));
                jar.write(f.getValue().getBytes(StandardCharsets.UTF_8));
                jar.closeEntry();
            }
        }
        return file;
    }

    private static String digest(Path location) {
        return CodeFingerprint.of(List.of(new CodeFingerprint.Source("jamboree/engine/", location),
                new CodeFingerprint.Source("jamboree/machine/", location)));
    }

    @Test
    void theSameFilesGiveTheSameDigestFromADirectoryOrAJar(@TempDir Path dir) throws IOException {
        String fromDirectory = digest(directory(dir.resolve("classes"), FILES));
        assertTrue(fromDirectory.matches("[0-9a-f]{64}"), fromDirectory);
        assertEquals(fromDirectory, digest(jar(dir.resolve("all.jar"), FILES)));
    }

    @Test
    void aChangedOrAddedFileInThosePackagesChangesItAndOneElsewhereDoesNot(@TempDir Path dir) throws IOException {
        String base = digest(directory(dir.resolve("base"), FILES));
        Map<String, String> changed = new TreeMap<>(FILES);
        changed.put("jamboree/engine/search/B.class", "engine b, rebuilt from another source");
        assertNotEquals(base, digest(directory(dir.resolve("changed"), changed)));
        Map<String, String> added = new TreeMap<>(FILES);
        added.put("jamboree/machine/D.class", "");
        assertNotEquals(base, digest(directory(dir.resolve("added"), added)));
        Map<String, String> elsewhere = new TreeMap<>(FILES);
        elsewhere.put("jamboree/uci/Main.class", "the command line");
        elsewhere.put("jamboree/enginex/E.class", "a package whose name starts alike");
        assertEquals(base, digest(directory(dir.resolve("elsewhere"), elsewhere)));
    }

    @Test
    void thisJvmsCodeHasADigestThatStaysPut() {
        String digest = CodeFingerprint.ofThisCode();
        assertTrue(digest.matches("[0-9a-f]{64}"), digest);
        assertEquals(digest, CodeFingerprint.ofThisCode());
    }
}
