package jamboree.bench.run;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostDescriptionTest {

    @Test
    void readsTheFirstProcessorsModelAndTheMemoryFromLinuxsFiles() {
        String cpuinfo = "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel\t\t: 85\n"
                + "model name\t: Intel(R) Xeon(R) CPU @ 2.20GHz\nflags\t\t: fpu vme\n\n"
                + "processor\t: 1\nmodel name\t: another\n";
        assertEquals("Intel(R) Xeon(R) CPU @ 2.20GHz", HostDescription.cpuModel(cpuinfo));
        assertEquals("", HostDescription.cpuModel("processor : 0\nmodel : 85\n"), "model is not model name");
        assertEquals("", HostDescription.cpuModel(""));
        assertEquals(24_568_480L * 1024, HostDescription.memTotalBytes(
                "MemTotal:       24568480 kB\nMemFree:        1000000 kB\n"));
        assertEquals(HostUsage.UNKNOWN, HostDescription.memTotalBytes("MemFree: 1 kB\n"));
        assertEquals(HostUsage.UNKNOWN, HostDescription.memTotalBytes("MemTotal: lots kB\n"));
        assertEquals(HostUsage.UNKNOWN, HostDescription.memTotalBytes("MemTotal: 99999999999999999 kB\n"));
    }

    @Test
    void oneLineSaysTheProcessorCoresMemorySystemAndJvmWithItsOptions() {
        HostDescription host = new HostDescription("Some CPU @ 3.0GHz", 2, 24L << 30, "Linux 6.1.0 (amd64)",
                "OpenJDK 64-Bit Server VM 17.0.9", List.of("-Xss64m", "-Xmx6g", "-XX:+UseParallelGC"));
        assertEquals("Some CPU @ 3.0GHz, 2 cores, 24.0 GB of memory; Linux 6.1.0 (amd64); OpenJDK 64-Bit Server VM"
                + " 17.0.9, -Xss64m -Xmx6g -XX:+UseParallelGC", host.text());
        HostDescription bare = new HostDescription("", 1, HostUsage.UNKNOWN, "Other 1.0 (arm)", "VM 21", List.of());
        assertEquals("processor not named, 1 core; Other 1.0 (arm); VM 21", bare.text());
        assertFalse(HostDescription.UNKNOWN.known());
        assertEquals("host not described", HostDescription.UNKNOWN.text());
    }

    @Test
    void thisJvmIsDescribedWithItsOwnCoresAndOptions() {
        HostDescription here = HostDescription.ofThisJvm();
        assertTrue(here.known());
        assertEquals(Runtime.getRuntime().availableProcessors(), here.cores());
        assertTrue(here.jvmOptions().stream().allMatch(o -> o.startsWith("-X")), here.jvmOptions().toString());
        assertTrue(here.jvm().contains(System.getProperty("java.runtime.version")), here.jvm());
    }
}
