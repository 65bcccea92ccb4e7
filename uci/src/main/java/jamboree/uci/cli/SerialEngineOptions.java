package jamboree.uci.cli;

import jamboree.engine.search.Profile;
import jamboree.engine.search.SearchClock;
import jamboree.engine.search.SerialSearch;
import picocli.CommandLine.Option;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The serial engine's settings, mixed into every command that runs the serial search ({@code search},
 * {@code solve}), so that they spell and check them the same way. {@code search --machine} reads the profile and
 * {@code --rid} too, for the tree the machine searches.
 */
final class SerialEngineOptions {

    @Option(names = "--profile", description = "Search profile: full, startech or strict (default: full; for "
            + "search --machine: startech, the tree StarTech searched).")
    String profile;

    @Option(names = "--hash", defaultValue = "" + SerialSearch.DEFAULT_HASH_MB,
            description = "Transposition table size in MB (default: ${DEFAULT-VALUE}; 0 turns it off).")
    int hashMb;

    @Option(names = "--rid", negatable = true, description = "Recursive iterative deepening (thesis 6.4; default: "
            + "off; for search --machine: at the parallel frames, default from the configuration).")
    Boolean recursiveDeepening;

    @Option(names = "--cpu-clock", description = "Measure time in CPU time of the searching thread instead of wall "
            + "time, so that a busy machine does not shorten the search.")
    boolean cpuClock;

    /** The chosen profile; {@link IllegalArgumentException} names the option when the value is unknown. */
    Profile profile() {
        return profile(Profile.FULL);
    }

    /** The chosen profile, or {@code otherwise} when none was given. */
    Profile profile(Profile otherwise) {
        return profile == null ? otherwise : parseProfile(profile);
    }

    /** The clock the search and its time limits run on. */
    SearchClock clock() {
        return clock(cpuClock);
    }

    /** A serial engine with these settings; {@link IllegalArgumentException} names a bad option. */
    SerialSearch newEngine(SearchClock clock) {
        if (hashMb < 0) {
            throw new IllegalArgumentException("--hash must be >= 0 MB, got " + hashMb);
        }
        SerialSearch engine = new SerialSearch(clock, hashMb);
        engine.setProfile(profile());
        engine.setRecursiveIterativeDeepening(Boolean.TRUE.equals(recursiveDeepening));
        // A command line has no GUI between engine and clock, so no time is held back for one.
        engine.setMoveOverheadMs(0);
        return engine;
    }

    static Profile parseProfile(String text) {
        try {
            return Profile.valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--profile must be full, startech or strict, got '" + text + "'");
        }
    }

    /** The wall clock, or the CPU time of the calling thread (the search runs in the thread that calls it). */
    static SearchClock clock(boolean cpuTime) {
        if (!cpuTime) {
            return SearchClock.SYSTEM;
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalArgumentException("--cpu-clock: this JVM cannot measure thread CPU time");
        }
        return threads::getCurrentThreadCpuTime;
    }
}
