package jamboree.bench.journal;

import jamboree.machine.json.Json;

import java.util.List;

/** Journal lines as tests compare them: two runs of the same searches differ only in their lines' stamps. */
public final class JournalLines {

    private JournalLines() {
    }

    /** {@code line} without the run, times and host load it was stamped with (a header line as it is). */
    public static String withoutStamp(String line) {
        if (line.startsWith("{\"journal\"")) {
            return line;
        }
        JournalEntry e = Json.read(line, JournalEntry.class);
        return Json.compact(new JournalEntry(e.request(), e.measurement(), 0, 0, 0, null, null));
    }

    /** The lines without their stamps, sorted: the searches a journal holds, in whatever order they finished. */
    public static List<String> searches(List<String> lines) {
        return lines.stream().map(JournalLines::withoutStamp).sorted().toList();
    }

    /** The run that wrote the entry {@code line}. */
    public static int run(String line) {
        return Json.read(line, JournalEntry.class).run();
    }
}
