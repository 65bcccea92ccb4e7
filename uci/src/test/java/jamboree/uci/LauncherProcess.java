package jamboree.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The real launcher, {@code ./jamboree} without arguments, started as a GUI starts it: its stderr goes to a file, and
 * every line of its stdout is handed to a consumer on a thread of its own. Skips the test when Maven did not say where
 * the launcher is.
 */
record LauncherProcess(Process process, Path stderr) {

    static LauncherProcess start(String javaOpts, Consumer<String> onLine) throws IOException {
        String root = System.getProperty("jamboree.root");
        assumeTrue(root != null, "system property jamboree.root is not set (run through Maven)");
        Path launcher = Path.of(root, "jamboree");
        assumeTrue(Files.isExecutable(launcher), "launcher not found at " + launcher);
        Path stderr = Files.createTempFile("jamboree-launcher", ".stderr");
        ProcessBuilder builder = new ProcessBuilder(launcher.toString()).redirectError(stderr.toFile());
        builder.environment().put("JAMBOREE_JAVA_OPTS", javaOpts);
        Process process = builder.start();
        Thread reader = new Thread(() -> pump(process, onLine), "launcher-stdout");
        reader.setDaemon(true);
        reader.start();
        return new LauncherProcess(process, stderr);
    }

    private static void pump(Process process, Consumer<String> onLine) {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                onLine.accept(line);
            }
        } catch (IOException e) {
            // The process ended; the test notices missing answers.
        }
    }
}
