/**
 * The bench's journal, which makes a long run resumable: every search a run makes is appended to
 * {@code journal.jsonl} in the report's directory as soon as it finishes, one JSON line each, and a run started again
 * with {@code --resume} takes those searches from it rather than making them again. A search depends on its request
 * alone once the code and the configurations are fixed, so the journal's first line holds a {@link
 * jamboree.bench.journal.Fingerprint} of those and of the plan, and a journal whose fingerprint differs from the run's
 * is refused, never mixed in. The lines reuse the cluster's plain forms of a request and of what a search measured
 * ({@link jamboree.bench.cluster.WireRequest}, {@link jamboree.bench.cluster.Measurement}), which already round-trip
 * a trial exactly through Jackson. Beside it, {@link jamboree.bench.journal.SerialJournal} keeps the run's serial
 * searches (the problems' sizes, the references of work efficiency), a cache that a resumed run recalls; and
 * {@link jamboree.bench.journal.JournalComparison} reads two runs' journals side by side, to tell whether one
 * reproduced the other.
 */
package jamboree.bench.journal;
