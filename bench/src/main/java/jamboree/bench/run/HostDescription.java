package jamboree.bench.run;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Which host a JVM's host times were measured on: the processor and the cores the JVM may use, the memory, the
 * system, and the JVM with the options that change its pace (the heap, the collector, huge pages) and the collectors
 * it runs. A host time means little without it; none of it is part of the signature.
 *
 * <p>Only options that set a size, a count or a switch are kept: an option with a path, an address or a command in
 * it (a log file, a debugger, a heap dump) says nothing of the pace and does not belong in a report.
 *
 * @param cpu         the processor's model as Linux's {@code /proc/cpuinfo} names it, or "" where the host does not
 *                    say
 * @param cores       the cores the JVM may use, 0 if not known
 * @param memoryBytes the memory the JVM sees (a container's limit inside one), or {@link HostUsage#UNKNOWN}
 * @param system      the operating system, its version and the architecture
 * @param jvm         the JVM's name and version
 * @param jvmOptions  the JVM's options that change its pace, in the order given
 * @param collectors  the JVM's garbage collectors, by name
 */
public record HostDescription(String cpu, int cores, long memoryBytes, String system, String jvm,
                              List<String> jvmOptions, List<String> collectors) {

    /** A host that was not described: a result made elsewhere than by {@link BenchRunner}. */
    public static final HostDescription UNKNOWN = new HostDescription("", 0, HostUsage.UNKNOWN, "", "", List.of(),
            List.of());

    /** A size, a count or a switch: {@code -Xmx6g}, {@code -XX:+UseParallelGC}, {@code -XX:ParallelGCThreads=2}. */
    private static final Pattern PACE_OPTION = Pattern.compile("-X(m[sxn]|ss)[0-9]+[kKmMgGtT]?|-XX:[+-]\\w+"
            + "|-XX:\\w+=[0-9]+(\\.[0-9]+)?[kKmMgGtT%]?");

    public HostDescription {
        Objects.requireNonNull(cpu, "cpu");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(jvm, "jvm");
        jvmOptions = List.copyOf(jvmOptions);
        collectors = List.copyOf(collectors);
        if (cores < 0) {
            throw new IllegalArgumentException("cores must be >= 0, got " + cores);
        }
        if (memoryBytes < HostUsage.UNKNOWN) {
            throw new IllegalArgumentException("memory must be >= 0 or UNKNOWN, got " + memoryBytes);
        }
    }

    /** This JVM and its host. */
    public static HostDescription ofThisJvm() {
        return new HostDescription(cpuModel(read("/proc/cpuinfo")), Runtime.getRuntime().availableProcessors(),
                memorySeen(),
                System.getProperty("os.name", "") + " " + System.getProperty("os.version", "") + " ("
                        + System.getProperty("os.arch", "") + ")",
                System.getProperty("java.vm.name", "") + " " + System.getProperty("java.runtime.version", ""),
                paceOptions(ManagementFactory.getRuntimeMXBean().getInputArguments()),
                ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                        .toList());
    }

    /** The options of {@code arguments} that change the JVM's pace, in their order. */
    static List<String> paceOptions(List<String> arguments) {
        return arguments.stream().filter(a -> PACE_OPTION.matcher(a).matches()).toList();
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

    /** Whether anything is known of the host. */
    public boolean known() {
        return cores > 0;
    }

    /** One line for a person: processor, cores, memory; system; JVM, its options and collectors. */
    public String text() {
        if (!known()) {
            return "host not described";
        }
        StringBuilder s = new StringBuilder(cpu.isEmpty() ? "processor not named" : cpu).append(", ").append(cores)
                .append(cores == 1 ? " core" : " cores");
        if (memoryBytes != HostUsage.UNKNOWN) {
            s.append(String.format(Locale.ROOT, ", %.2f GB of memory", memoryBytes / (double) (1L << 30)));
        }
        s.append("; ").append(system).append("; ").append(jvm);
        if (!jvmOptions.isEmpty()) {
            s.append(", ").append(String.join(" ", jvmOptions));
        }
        if (!collectors.isEmpty()) {
            s.append(", collectors ").append(String.join(" and ", collectors));
        }
        return s.toString();
    }

    /** The memory the JVM sees: the host's, or a container's limit inside one. */
    private static long memorySeen() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long bytes = os.getTotalMemorySize();
            return bytes > 0 ? bytes : HostUsage.UNKNOWN;
        }
        return HostUsage.UNKNOWN;
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file));
        } catch (IOException | RuntimeException e) {
            // Not Linux, or not readable here: the description names no processor, and the run goes on.
            return "";
        }
    }
}
