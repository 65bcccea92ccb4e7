package jamboree.uci.options;

import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchType;

import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The scheduler switches as UCI options, one per {@link Switch} under its UCI name: a check for a switch that is on
 * or off, a combo for a choice, a spin for a number. A number outside its range is refused rather than clamped:
 * a clamped value would search another tree than the GUI asked for.
 */
public final class SwitchOptions {

    private SwitchOptions() {
    }

    /** The option of {@code s} starting at {@code value}. */
    public static UciOption option(Switch s, Object value) {
        Object start = s.check(value);
        if (s.type() instanceof SwitchType.OnOff) {
            return new UciOption.Check(s.uciName(), (Boolean) start);
        }
        if (s.type() instanceof SwitchType.Choice choice) {
            return new UciOption.Combo(s.uciName(), (String) start, choice.values());
        }
        SwitchType.Count count = (SwitchType.Count) s.type();
        return new UciOption.Spin(s.uciName(), (Integer) start, count.min(), count.max(), false);
    }

    /**
     * Declares every switch in {@code table}, in {@link Switch} order, starting at {@code values}; {@code onChange}
     * receives each accepted change as the switch's canonical value.
     */
    public static void declare(OptionTable table, Map<Switch, Object> values, BiConsumer<Switch, Object> onChange) {
        for (Switch s : Switch.values()) {
            table.declare(option(s, values.get(s)), value -> onChange.accept(s, s.check(value)));
        }
    }
}
