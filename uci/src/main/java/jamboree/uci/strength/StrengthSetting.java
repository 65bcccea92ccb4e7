package jamboree.uci.strength;

import jamboree.engine.search.SearchEngine;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The state of {@code UCI_LimitStrength} and {@code UCI_Elo}, and the engine a search runs with: the given one at
 * full strength, or wrapped in a {@link StrengthLimitedEngine}. The limit needs the serial search's MultiPV, so on
 * the Native and CM5 machines it is not applied, and that is said once each time it comes up.
 */
public final class StrengthSetting {
    private final SoftmaxChoice choice;
    private boolean enabled;
    private int elo = StrengthLevel.DEFAULT_ELO;
    private boolean notedUnsupported;

    public StrengthSetting(RandomGenerator random) {
        this.choice = new SoftmaxChoice(random);
    }

    public void setEnabled(boolean on) {
        enabled = on;
        notedUnsupported = false;
    }

    public void setElo(int elo) {
        this.elo = elo;
    }

    public StrengthLevel level() {
        return StrengthLevel.of(elo);
    }

    /**
     * The engine to search with.
     *
     * @param serial     whether {@code engine} is the serial search (one thread or Lazy SMP), which the limit needs
     * @param shownLines the MultiPV the GUI asked for
     * @param report     receives a note when the limit is on but cannot apply
     */
    public SearchEngine engineFor(SearchEngine engine, boolean serial, int shownLines, List<String> report) {
        if (!enabled) {
            return engine;
        }
        if (!serial) {
            if (!notedUnsupported) {
                report.add("UCI_LimitStrength works on Machine Serial only; this machine plays at full strength");
                notedUnsupported = true;
            }
            return engine;
        }
        notedUnsupported = false;
        return new StrengthLimitedEngine(engine, level(), shownLines, choice);
    }
}
