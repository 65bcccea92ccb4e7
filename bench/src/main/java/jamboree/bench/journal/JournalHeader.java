package jamboree.bench.journal;

import java.util.Map;
import java.util.TreeMap;

/**
 * The journal's first line: what it is, the layout of its lines, and the fingerprint of the run that wrote it.
 *
 * @param journal     {@link #NAME}, so that another file in the report's directory is not taken for a journal
 * @param format      the layout of the lines, {@link #FORMAT} for this code
 * @param fingerprint the run's {@link Fingerprint}, name to value
 */
record JournalHeader(String journal, int format, Map<String, String> fingerprint) {

    static final String NAME = "jamboree bench journal";
    static final int FORMAT = 1;

    JournalHeader {
        fingerprint = new TreeMap<>(fingerprint);
    }

    static JournalHeader of(Fingerprint fingerprint) {
        return new JournalHeader(NAME, FORMAT, fingerprint.fields());
    }
}
