package jamboree.bench.run;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Which host a run's host times were measured on: the processor and the cores the JVM may use, the memory, the
 * system, and the JVM with the options that change its pace (the heap, the collector, huge pages). A host time means
 * little without it; none of it is part of the signature.
 *
 * @param cpu         the processor's model, as Linux's {@code /proc/cpuinfo} names it, or "" where the host does not say
 * @param cores       the cores the JVM may use, 0 if not known
 * @param memoryBytes the host's memory, as {@code /proc/meminfo} gives it, or {@link HostUsage#UNKNOWN}
 * @param system      the operating system, its version and the architecture
 * @param jvm         the JVM's name and version
 * @param jvmOptions  the JVM's {@code -X} and {@code -XX} options, in the order given
 */
public record HostDescription(String cpu, int cores, long memoryBytes, String system, String jvm,
                              List<String> jvmOptions) {

    /** A host that was not described: a result made elsewhere than by {@link BenchRunner}. */
    public static final HostDescription UNKNOWN = new HostDescription("", 0, HostUsage.UNKNOWN, "", "", List.of());

    public HostDescription {
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** This JVM and its host. */
    public static HostDescription ofThisJvm() {
        List<String> options = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("-X")).toList();
        return new HostDescription(cpuModel(read("/proc/cpuinfo")), Runtime.getRuntime().availableProcessors(),
                memTotalBytes(read("/proc/meminfo")),
                System.getProperty("os.name", "") + " " + System.getProperty("os.version", "") + " ("
                        + System.getProperty("os.arch", "") + ")",
                System.getProperty("java.vm.name", "") + " " + System.getProperty("java.runtime.version", ""),
                options);
    }

    /** The first processor's model in the text of {@code /proc/cpuinfo}, or "" if it names none. */
    static String cpuModel(String cpuinfo) {
        for (String line : cpuinfo.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().equals("model name")) {
                return line.substring(colon + 1).strip();
            }
        }
        return "";
    }

    /** The memory in the text of {@code /proc/meminfo} (its {@code MemTotal} line, in kB), or UNKNOWN. */
    static long memTotalBytes(String meminfo) {
        for (String line : meminfo.split("\n")) {
            String[] words = line.strip().split("\\s+");
            if (words.length == 3 && words[0].equals("MemTotal:") && words[2].equals("kB")) {
                try {
                    return Math.multiplyExact(Long.parseLong(words[1]), 1024L);
                } catch (NumberFormatException | ArithmeticException e) {
                    return HostUsage.UNKNOWN;
                }
            }
        }
        return HostUsage.UNKNOWN;
    }

    /** Whether anything is known of the host. */
    public boolean known() {
        return cores > 0;
    }

    /** One line for a person: processor, cores, memory; system; JVM and its options. */
    public String text() {
        if (!known()) {
            return "host not described";
        }
        StringBuilder s = new StringBuilder(cpu.isEmpty() ? "processor not named" : cpu).append(", ").append(cores)
                .append(cores == 1 ? " core" : " cores");
        if (memoryBytes != HostUsage.UNKNOWN) {
            s.append(String.format(Locale.ROOT, ", %.1f GB of memory", memoryBytes / (double) (1L << 30)));
        }
        s.append("; ").append(system).append("; ").append(jvm);
        if (!jvmOptions.isEmpty()) {
            s.append(", ").append(String.join(" ", jvmOptions));
        }
        return s.toString();
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file));
        } catch (IOException | RuntimeException e) {
            // Not Linux, or not readable here: the description says less, and the run goes on.
            return "";
        }
    }
}
