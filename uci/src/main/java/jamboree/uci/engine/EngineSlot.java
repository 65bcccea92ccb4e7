package jamboree.uci.engine;

import jamboree.engine.search.SearchEngine;

import java.util.ArrayList;
import java.util.List;

/**
 * Holds the current engine and the settings the GUI asked for. The engine may not be reconfigured while it
 * searches (a GUI may still send {@code setoption} or {@code ucinewgame} then), so requests are recorded and
 * applied by {@link #settle()}, which the caller runs whenever no search is running. An engine that holds host
 * threads (a machine) is closed when it is replaced and by {@link #close()}.
 */
public final class EngineSlot {
    private final EngineFactory factory;
    private SearchEngine engine;
    private EngineConfig config;
    private EngineConfig pendingConfig;
    private int hashMegabytes;
    private int appliedHashMegabytes = -1;
    private int multiPv = 1;
    private int appliedMultiPv = -1;
    private boolean clearPending;

    public EngineSlot(EngineFactory factory, EngineConfig config, int hashMegabytes) {
        this.factory = factory;
        this.pendingConfig = config;
        this.hashMegabytes = hashMegabytes;
    }

    public void setConfig(EngineConfig config) {
        pendingConfig = config;
    }

    public void setHashMegabytes(int megabytes) {
        hashMegabytes = megabytes;
    }

    public void setMultiPv(int lines) {
        multiPv = lines;
    }

    /** Forget what earlier searches learned (new game, or the Clear Hash button). */
    public void requestClear() {
        clearPending = true;
    }

    /** Whether {@link #settle()} has work to do. */
    public boolean unsettled() {
        return engine == null || !pendingConfig.buildsSameEngineAs(config) || hashMegabytes != appliedHashMegabytes
                || multiPv != appliedMultiPv || clearPending;
    }

    /**
     * Builds or reconfigures the engine as requested. Must not run during a search. Returns what the GUI should
     * be told (for example a hash size that could not be allocated).
     */
    public List<String> settle() {
        List<String> report = new ArrayList<>();
        if (engine == null || !pendingConfig.buildsSameEngineAs(config)) {
            SearchEngine built;
            try {
                built = factory.create(pendingConfig);
            } catch (RuntimeException e) {
                if (engine == null) {
                    throw e;
                }
                // The GUI keeps a working engine: the one it had, with the settings it was built from.
                report.add("could not build the " + describe(pendingConfig) + " engine (" + e.getMessage()
                        + "); keeping the " + describe(config) + " engine");
                pendingConfig = config;
                built = null;
            }
            if (built != null) {
                closeEngine();
                engine = built;
                config = pendingConfig;
                appliedHashMegabytes = -1;
                appliedMultiPv = -1;
                clearPending = false;
            }
        }
        // Settings the engine does not use may differ; the engine was built from the same essentials.
        config = pendingConfig;
        if (hashMegabytes != appliedHashMegabytes) {
            try {
                engine.setHashMegabytes(hashMegabytes);
                appliedHashMegabytes = hashMegabytes;
            } catch (OutOfMemoryError e) {
                report.add("could not allocate " + hashMegabytes + " MB of hash (" + e.getMessage()
                        + "); start the JVM with a larger -Xmx or choose a smaller Hash");
                int fallback = Math.max(1, appliedHashMegabytes > 0 ? appliedHashMegabytes : 16);
                engine.setHashMegabytes(fallback);
                appliedHashMegabytes = fallback;
                hashMegabytes = fallback;
            }
            clearPending = false;
        }
        if (clearPending) {
            engine.clear();
            clearPending = false;
        }
        if (multiPv != appliedMultiPv) {
            engine.setMultiPv(multiPv);
            appliedMultiPv = multiPv;
        }
        return report;
    }

    /** The engine, settled. Must not be called during a search. */
    public SearchEngine engine(List<String> report) {
        if (unsettled()) {
            report.addAll(settle());
        }
        return engine;
    }

    /** The settings the current engine was built from (after {@link #settle()}), or null before the first. */
    public EngineConfig config() {
        return engine == null ? null : config;
    }

    /** Releases the engine's host threads, if it has any (quit). Must not be called during a search. */
    public void close() {
        closeEngine();
        engine = null;
        config = null;
    }

    private void closeEngine() {
        if (engine instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                // Releasing threads of an engine that is thrown away: nothing the GUI could act on.
            }
        }
    }

    private static String describe(EngineConfig c) {
        return switch (c.machine()) {
            case SERIAL -> "serial";
            case NATIVE -> "native (" + c.threads() + " threads)";
            case CM5 -> "cm5 (" + c.cm5Processors() + " processors)";
            case CLUSTER -> "cluster (" + c.threads() + " nodes over the members)";
        };
    }

    /** The hash occupancy of the current engine, or 0 before there is one. */
    public int hashFull() {
        return engine == null ? 0 : engine.hashFull();
    }
}
