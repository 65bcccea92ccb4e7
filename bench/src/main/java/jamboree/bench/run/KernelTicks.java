package jamboree.bench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The whole host's processor time as the kernel counts it, in its ticks: busy and in all, summed over the host's
 * processors. Two readings give the share of the host that was busy between them, whoever kept it busy; less the
 * run's own processor time, that is what other processes took of the host while the run was timed. Read from Linux's
 * {@code /proc/stat}, whose first line sums every processor's ticks by kind; ticks are not converted to seconds (their
 * rate is the kernel's), only compared with each other.
 *
 * @param busy       ticks spent running anything: user, nice, system, interrupts, and time stolen by a hypervisor
 * @param total      busy ticks and idle ones (idle and waiting for input or output)
 * @param processors the processors the ticks are summed over
 */
record KernelTicks(long busy, long total, int processors) {

    private static final Path PROC_STAT = Path.of("/proc/stat");

    /** This host's ticks now, or null where the kernel does not say them (not Linux, or unreadable). */
    static KernelTicks read() {
        try {
            return parse(Files.readString(PROC_STAT));
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /**
     * The ticks in the text of {@code /proc/stat}, or null if it has no summary line with the eight columns up to steal
     * (kernels since 2.6.11 have them), no processor lines, or a column that is no number.
     */
    static KernelTicks parse(String stat) {
        try {
            return parseColumns(stat);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static KernelTicks parseColumns(String stat) {
        long busy = -1;
        long total = -1;
        int processors = 0;
        for (String line : stat.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("cpu") && f.length >= 9) {
                // user nice system idle iowait irq softirq steal; the guest columns after them are in user already.
                long user = Long.parseLong(f[1]);
                long nice = Long.parseLong(f[2]);
                long system = Long.parseLong(f[3]);
                long idle = Long.parseLong(f[4]);
                long iowait = Long.parseLong(f[5]);
                busy = user + nice + system + Long.parseLong(f[6]) + Long.parseLong(f[7]) + Long.parseLong(f[8]);
                total = busy + idle + iowait;
            } else if (f[0].startsWith("cpu") && f[0].length() > 3 && Character.isDigit(f[0].charAt(3))) {
                processors++;
            }
        }
        return busy < 0 || processors == 0 ? null : new KernelTicks(busy, total, processors);
    }

    /**
     * The processor time the whole host spent busy between {@code earlier} and this reading, {@code wallNanos} apart:
     * the busy share of the ticks between them times the processors and the wall time; {@link HostUsage#UNKNOWN} if
     * either reading is missing or no tick passed.
     */
    long busyNanosSince(KernelTicks earlier, long wallNanos) {
        if (earlier == null || earlier.processors != processors || total <= earlier.total) {
            return HostUsage.UNKNOWN;
        }
        double share = (double) (busy - earlier.busy) / (total - earlier.total);
        return Math.round(Math.max(0, share) * processors * wallNanos);
    }
}
