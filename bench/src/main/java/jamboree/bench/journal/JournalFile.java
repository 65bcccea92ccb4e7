package jamboree.bench.journal;

import com.fasterxml.jackson.databind.JsonNode;
import jamboree.machine.json.Json;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * What a journal file holds, read whole: its header, its entries, and how many of its bytes are whole lines. A
 * line is written with its line break in one write, so only the last line can be cut short, by a run stopped while
 * writing it; that line is left out ({@link #torn}), and a resumed run writes over it. A bad line before the last, or
 * a bad first line, is no interruption but a damaged or foreign file, and is refused.
 *
 * @param header    the first line, or null when not even that was written whole
 * @param entries   the searches, in the order they finished
 * @param wholeBytes the length of the header and the entries with their line breaks: where the next line goes
 * @param torn      whether a last line was cut short and left out
 */
record JournalFile(JournalHeader header, List<JournalEntry> entries, long wholeBytes, boolean torn) {

    JournalFile {
        entries = List.copyOf(entries);
    }

    /**
     * Reads {@code file}.
     *
     * @throws IllegalArgumentException if it is not a journal or a line before the last is not an entry, saying which
     */
    static JournalFile read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        JournalHeader header = null;
        List<JournalEntry> entries = new ArrayList<>();
        long whole = 0;
        int start = 0;
        int number = 0;
        while (start < bytes.length) {
            int end = indexOf(bytes, (byte) '\n', start);
            number++;
            if (end < 0) {
                // Written without its line break: cut short, however much of it there is.
                return new JournalFile(header, entries, whole, true);
            }
            String line = new String(bytes, start, end - start, StandardCharsets.UTF_8);
            boolean last = end == bytes.length - 1;
            try {
                if (header == null) {
                    header = header(line, file);
                } else {
                    entries.add(entry(line));
                }
            } catch (IllegalArgumentException e) {
                if (header == null) {
                    throw e;
                }
                if (last) {
                    return new JournalFile(header, entries, whole, true);
                }
                throw new IllegalArgumentException(file + " line " + number + " is not a journal entry ("
                        + e.getMessage() + "); the file is damaged", e);
            }
            whole = end + 1L;
            start = end + 1;
        }
        return new JournalFile(header, entries, whole, false);
    }

    /**
     * The header of the journal at {@code file} alone, its entries left unread: what a run checks before it plans.
     * Null where the file has no whole first line (a run stopped before its first search).
     *
     * @throws IllegalArgumentException if the file is not a journal, saying why
     */
    static JournalHeader readHeader(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = in.readLine();
            // A first line without its line break was cut short, as read() finds it.
            return line == null || Files.size(file) == line.getBytes(StandardCharsets.UTF_8).length ? null
                    : header(line, file);
        }
    }

    /**
     * Replaces the header of the journal at {@code file} by {@code header}, keeping the entries within its first
     * {@code wholeBytes} and cutting what follows them (a torn line), by way of a file beside it moved over it, so
     * that a stop part way leaves the old journal or the new one whole.
     *
     * @return the length of the new header and the kept entries with their line breaks: where the next line goes
     */
    static long rewriteHeader(Path file, long wholeBytes, String header) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int entriesStart = indexOf(bytes, (byte) '\n', 0) + 1;
        int entriesLength = (int) (wholeBytes - entriesStart);
        byte[] head = (header + "\n").getBytes(StandardCharsets.UTF_8);
        Path next = file.resolveSibling(file.getFileName() + ".new");
        try {
            try (FileChannel channel = FileChannel.open(next, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buffer = ByteBuffer.allocate(head.length + entriesLength);
                buffer.put(head).put(bytes, entriesStart, entriesLength).flip();
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(false);
            }
            Files.move(next, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            Files.deleteIfExists(next);
            throw e;
        }
        forceDirectory(file.toAbsolutePath().getParent());
        return head.length + (long) entriesLength;
    }

    /** Forces a directory's entries to the disk, so that a move into it outlasts a power cut; where it can. */
    private static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Some systems cannot open a directory; the move is then as durable as they make it.
        }
    }

    private static JournalHeader header(String line, Path file) {
        JsonNode node;
        try {
            node = Json.parse(line);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " is not a bench journal: its first line is not JSON", e);
        }
        if (!JournalHeader.NAME.equals(node.path("journal").asText())) {
            throw new IllegalArgumentException(file + " is not a bench journal: its first line does not say so");
        }
        JournalHeader header = Json.read(line, JournalHeader.class);
        if (header.format() != JournalHeader.FORMAT) {
            throw new IllegalArgumentException(file + " is a journal of format " + header.format()
                    + "; this version of jamboree reads format " + JournalHeader.FORMAT);
        }
        return header;
    }

    private static JournalEntry entry(String line) {
        JournalEntry entry = Json.read(line, JournalEntry.class);
        if (entry == null || entry.request() == null || entry.measurement() == null) {
            throw new IllegalArgumentException("a request and a measurement are needed");
        }
        try {
            entry.key();
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            // Valid JSON that lacks a part of the request (its switches, its position) fails deep in its reading.
            throw new IllegalArgumentException("its request is incomplete (" + e + ")", e);
        }
        return entry;
    }

    private static int indexOf(byte[] bytes, byte b, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
