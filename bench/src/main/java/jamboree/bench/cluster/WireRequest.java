package jamboree.bench.cluster;

import jamboree.bench.suite.SuitePosition;
import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;
import jamboree.engine.notation.EpdRecord;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchValues;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A {@link TrialRequest} in plain values, as it crosses JVMs: what a simulated search reads of its position (the
 * FEN; the id and index only name it) and the switches in the order they were set.
 *
 * @param switches each set switch as {@code key} and its canonical value (Boolean, Integer or String)
 */
public record WireRequest(String suite, int index, String positionId, String fen, int depth, int processors,
                          List<SwitchSetting> switches, long seed, boolean recordProfiles) {

    /** One scheduler switch a request sets. */
    public record SwitchSetting(String key, Object value) {
    }

    public static WireRequest of(TrialRequest r) {
        List<SwitchSetting> switches = new ArrayList<>();
        for (Map.Entry<Switch, Object> e : r.settings().switches().values().entrySet()) {
            switches.add(new SwitchSetting(e.getKey().key(), e.getValue()));
        }
        return new WireRequest(r.suite(), r.position().index(), r.position().id(), r.position().record().fen(),
                r.depth(), r.processors(), switches, r.seed(), r.recordProfiles());
    }

    /** The request back; an unknown switch or a value it does not allow is an {@link IllegalArgumentException}. */
    public TrialRequest toRequest() {
        SwitchValues values = SwitchValues.NONE;
        for (SwitchSetting s : switches) {
            values = values.with(byKey(s.key()), s.value());
        }
        EpdRecord record = new EpdRecord(fen, positionId, new int[0], new int[0], Map.of());
        return new TrialRequest(suite, new SuitePosition(index, positionId, 0, record), depth, processors,
                new Settings(values), seed, recordProfiles);
    }

    private static Switch byKey(String key) {
        for (Switch s : Switch.values()) {
            if (s.key().equals(key)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scheduler switch '" + key + "' in a search request");
    }

    /** A short name for logs: {@code suite/id P=n} and the switches as the report labels them. */
    public String label() {
        String settings;
        try {
            settings = toRequest().settings().label();
        } catch (IllegalArgumentException e) {
            settings = "(bad switches)";
        }
        return suite + "/" + positionId + " P=" + processors + (settings.isEmpty() ? "" : " " + settings);
    }
}
