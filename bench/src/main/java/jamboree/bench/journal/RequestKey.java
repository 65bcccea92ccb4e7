package jamboree.bench.journal;

import jamboree.bench.trial.Settings;
import jamboree.bench.trial.TrialRequest;

/**
 * What identifies a search in the journal: its request, with the position's FEN beside its id so that a suite file
 * edited between two runs cannot match an entry of the old position. The position's place in the suite is left out:
 * it names the position, the search never reads it.
 */
record RequestKey(String suite, String position, String fen, int depth, int processors, Settings settings, long seed,
                  boolean recordProfiles) {

    static RequestKey of(TrialRequest r) {
        return new RequestKey(r.suite(), r.position().id(), r.position().record().fen(), r.depth(), r.processors(),
                r.settings(), r.seed(), r.recordProfiles());
    }
}
