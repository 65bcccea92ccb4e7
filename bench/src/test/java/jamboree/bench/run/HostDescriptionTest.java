package jamboree.bench.run;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostDescriptionTest {

    @Test
    void readsTheFirstProcessorsModelFromLinuxsFile() {
        String cpuinfo = "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel\t\t: 85\n"
                + "model name\t: Intel(R) Xeon(R) CPU @ 2.20GHz\nflags\t\t: fpu vme\n\n"
                + "processor\t: 1\nmodel name\t: another\n";
        assertEquals("Intel(R) Xeon(R) CPU @ 2.20GHz", HostDescription.cpuModel(cpuinfo));
        assertEquals("", HostDescription.cpuModel("processor : 0\nmodel : 85\n"), "model is not model name");
        assertEquals("", HostDescription.cpuModel(""));
    }

    @Test
    void keepsTheOptionsThatSetTheJvmsPaceAndNoPathAddressOrCommand() {
        List<String> given = List.of("-Xss64m", "-Xmx6g", "-Xms512M", "-Xmn128m", "-XX:+UseParallelGC",
                "-XX:-UseAdaptiveSizePolicy", "-XX:ParallelGCThreads=2", "-XX:MaxRAMPercentage=75.0",
                "-Djamboree.scheduler.serial-depth=2", "-Xlog:gc:file=/home/someone/gc.log",
                "-XX:HeapDumpPath=/tmp/dumps", "-XX:OnOutOfMemoryError=kill -9 %p",
                "-agentlib:jdwp=transport=dt_socket,address=*:5005", "-Xrunjdwp:address=5005",
                "-Xbootclasspath/a:/opt/lib.jar", "-XX:StartFlightRecording=filename=/tmp/r.jfr");
        assertEquals(List.of("-Xss64m", "-Xmx6g", "-Xms512M", "-Xmn128m", "-XX:+UseParallelGC",
                "-XX:-UseAdaptiveSizePolicy", "-XX:ParallelGCThreads=2", "-XX:MaxRAMPercentage=75.0"),
                HostDescription.paceOptions(given));
    }

    @Test
    void oneLineSaysTheProcessorCoresMemorySystemAndJvmWithItsOptionsAndCollectors() {
        HostDescription host = new HostDescription("Some CPU @ 3.0GHz", 2, 24L << 30, "Linux 6.1.0 (amd64)",
                "OpenJDK 64-Bit Server VM 17.0.9", List.of("-Xss64m", "-Xmx6g", "-XX:+UseParallelGC"),
                List.of("PS Scavenge", "PS MarkSweep"));
        assertEquals("Some CPU @ 3.0GHz, 2 cores, 24.00 GB of memory; Linux 6.1.0 (amd64); OpenJDK 64-Bit Server VM"
                + " 17.0.9, -Xss64m -Xmx6g -XX:+UseParallelGC, collectors PS Scavenge and PS MarkSweep", host.text());
        HostDescription bare = new HostDescription("", 1, HostUsage.UNKNOWN, "Other 1.0 (arm)", "VM 21", List.of(),
                List.of());
        assertEquals("processor not named, 1 core; Other 1.0 (arm); VM 21", bare.text());
        assertFalse(HostDescription.UNKNOWN.known());
        assertEquals("host not described", HostDescription.UNKNOWN.text());
    }

    @Test
    void refusesWhatNoHostHas() {
        assertThrows(IllegalArgumentException.class,
                () -> new HostDescription("", -1, HostUsage.UNKNOWN, "", "", List.of(), List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> new HostDescription("", 1, -2, "", "", List.of(), List.of()));
        assertThrows(NullPointerException.class,
                () -> new HostDescription(null, 1, HostUsage.UNKNOWN, "", "", List.of(), List.of()));
    }

    @Test
    void thisJvmIsDescribedWithItsOwnCoresMemoryOptionsAndCollectors() {
        HostDescription here = HostDescription.ofThisJvm();
        assertTrue(here.known());
        assertEquals(Runtime.getRuntime().availableProcessors(), here.cores());
        assertTrue(here.memoryBytes() > 0, "the memory this JVM sees");
        assertTrue(here.jvmOptions().stream().allMatch(o -> o.startsWith("-X")), here.jvmOptions().toString());
        assertTrue(here.jvm().contains(System.getProperty("java.runtime.version")), here.jvm());
        assertFalse(here.collectors().isEmpty(), "every JVM collects");
    }
}
