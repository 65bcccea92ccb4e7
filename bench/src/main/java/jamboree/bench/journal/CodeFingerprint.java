package jamboree.bench.journal;

import jamboree.bench.cm5.SimulatedTrialSource;
import jamboree.engine.notation.Fen;
import jamboree.machine.config.MachineConfig;
import jamboree.scheduler.config.SchedulerConfig;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * A digest of the code that computes a search: the files of the engine, the machine, the scheduler and the bench's
 * trial packages, wherever they were loaded from (the launcher's one jar, a module's jar or its classes directory).
 * The project's version names no commit (every build is 0.1.0-SNAPSHOT), so it would let a journal written before a
 * change to the simulator be resumed after it; the classes themselves cannot. javac gives the same bytes for the same
 * sources, so rebuilding unchanged sources keeps the digest. The classes are read without their line numbers
 * ({@link ClassBytes}): a change that only moves lines, such as a comment's, computes every search as before and keeps
 * the digest too, so that a run of many hours can be resumed after it. Any other change to those packages changes
 * the digest, and at worst refuses a journal that was still good.
 */
public final class CodeFingerprint {

    /** Stands in when the classes' files cannot be found (no code source): such runs cannot tell code apart. */
    public static final String UNKNOWN = "unknown";

    /** Each package whose code decides what a search measures (as a path prefix), with a class loaded from it. */
    private static final Map<String, Class<?>> PACKAGES = Map.of(
            "jamboree/engine/", Fen.class,
            "jamboree/machine/", MachineConfig.class,
            "jamboree/scheduler/", SchedulerConfig.class,
            "jamboree/bench/cm5/", SimulatedTrialSource.class,
            "jamboree/bench/trial/", jamboree.bench.trial.Trial.class);

    /** Where one package's files are: a directory of classes or a jar. */
    record Source(String prefix, Path location) {
    }

    private CodeFingerprint() {
    }

    /** The digest of this JVM's code, in hexadecimal, or {@link #UNKNOWN}. */
    public static String ofThisCode() {
        List<Source> sources = new ArrayList<>();
        for (Map.Entry<String, Class<?>> e : new TreeMap<>(PACKAGES).entrySet()) {
            CodeSource code = e.getValue().getProtectionDomain().getCodeSource();
            if (code == null || code.getLocation() == null) {
                return UNKNOWN;
            }
            try {
                sources.add(new Source(e.getKey(), Path.of(code.getLocation().toURI())));
            } catch (URISyntaxException | IllegalArgumentException ex) {
                return UNKNOWN;
            }
        }
        return of(sources);
    }

    /**
     * The digest of the files under each source's prefix: their names (relative to the directory or jar, with
     * {@code /}) and contents (a class file's without its line numbers), in name order, so that the same files give the
     * same digest from a directory or a jar.
     */
    static String of(List<Source> sources) {
        TreeMap<String, byte[]> files = new TreeMap<>();
        try {
            for (Source s : sources) {
                if (Files.isDirectory(s.location())) {
                    readDirectory(s, files);
                } else {
                    readJar(s, files);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the code to fingerprint it: " + e.getMessage(), e);
        }
        MessageDigest digest = sha256();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            byte[] content = f.getKey().endsWith(".class") ? ClassBytes.withoutLineNumbers(f.getValue())
                    : f.getValue();
            digest.update(f.getKey().getBytes(StandardCharsets.UTF_8));
            digest.update((byte) 0);
            digest.update(Long.toString(content.length).getBytes(StandardCharsets.US_ASCII));
            digest.update((byte) 0);
            digest.update(content);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void readDirectory(Source s, Map<String, byte[]> files) throws IOException {
        Path root = s.location().resolve(s.prefix());
        if (!Files.isDirectory(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                String name = s.location().relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/");
                files.put(name, Files.readAllBytes(p));
            }
        }
    }

    private static void readJar(Source s, Map<String, byte[]> files) throws IOException {
        try (JarFile jar = new JarFile(s.location().toFile())) {
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                JarEntry entry = entries.nextElement();
                if (!entry.isDirectory() && entry.getName().startsWith(s.prefix())) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        files.put(entry.getName(), in.readAllBytes());
                    }
                }
            }
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
