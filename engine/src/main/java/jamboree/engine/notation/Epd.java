package jamboree.engine.notation;

import jamboree.engine.board.Position;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * EPD lines: the four position fields of a FEN, then operations {@code opcode operand...;}. Operands may be
 * double-quoted strings (which may hold spaces and semicolons). {@code bm} and {@code am} are resolved to
 * legal moves (SAN, or UCI as a fallback), {@code hmvc} and {@code fmvn} fill the FEN's counters, and every
 * operation is kept verbatim in {@link EpdRecord#operations()}.
 */
public final class Epd {
    private Epd() {
    }

    /** Parses one EPD line; {@link NotationException} names the field or operation that is wrong. */
    public static EpdRecord parse(String line) {
        if (line == null || line.isBlank()) {
            throw new NotationException("EPD: empty line");
        }
        String text = line.trim();
        int[] cursor = {0};
        String[] fields = new String[4];
        for (int i = 0; i < 4; i++) {
            fields[i] = nextWord(text, cursor);
            if (fields[i] == null) {
                throw new NotationException("EPD: expected 4 position fields, got " + i + " in '" + text + "'");
            }
        }
        Map<String, List<String>> operations = operations(text, cursor[0]);
        int halfmove = counter(operations, "hmvc", 0);
        int fullmove = counter(operations, "fmvn", 1);
        String fen = String.join(" ", fields) + " " + halfmove + " " + fullmove;
        Position position = Fen.parse(fen);
        int[] best = moves(position, operations, "bm");
        int[] avoid = moves(position, operations, "am");
        List<String> ids = operations.get("id");
        String id = ids == null || ids.isEmpty() ? "" : ids.get(0);
        return new EpdRecord(Fen.format(position), id, best, avoid, Collections.unmodifiableMap(operations));
    }

    /**
     * Every record of an EPD file, skipping blank lines and lines starting with '#'. Errors name the file and
     * line number.
     */
    public static List<EpdRecord> readAll(Path file) throws IOException {
        return parseAll(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /** Like {@link #readAll(Path)} for text already in memory; {@code source} names it in errors. */
    public static List<EpdRecord> parseAll(String text, String source) {
        List<EpdRecord> records = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                records.add(parse(line));
            } catch (NotationException e) {
                throw new NotationException(source + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return records;
    }

    private static String nextWord(String text, int[] cursor) {
        int i = cursor[0];
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        int start = i;
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        cursor[0] = i;
        return start == i ? null : text.substring(start, i);
    }

    private static Map<String, List<String>> operations(String text, int start) {
        Map<String, List<String>> operations = new LinkedHashMap<>();
        String opcode = null;
        List<String> operands = new ArrayList<>();
        int i = start;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == ';') {
                if (opcode != null) {
                    put(operations, opcode, operands);
                }
                opcode = null;
                operands = new ArrayList<>();
                i++;
            } else if (c == '"') {
                int close = text.indexOf('"', i + 1);
                if (close < 0) {
                    throw new NotationException("EPD operation '" + opcode + "': unterminated string");
                }
                if (opcode == null) {
                    throw new NotationException("EPD: a quoted string where an opcode was expected");
                }
                operands.add(text.substring(i + 1, close));
                i = close + 1;
            } else {
                int end = i;
                while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != ';') {
                    end++;
                }
                String word = text.substring(i, end);
                if (opcode == null) {
                    if (!Character.isLetter(word.charAt(0))) {
                        throw new NotationException("EPD: opcode '" + word + "' must start with a letter");
                    }
                    opcode = word;
                } else {
                    operands.add(word);
                }
                i = end;
            }
        }
        if (opcode != null) {
            throw new NotationException("EPD operation '" + opcode + "': missing the closing ';'");
        }
        return operations;
    }

    private static void put(Map<String, List<String>> operations, String opcode, List<String> operands) {
        if (operations.containsKey(opcode)) {
            throw new NotationException("EPD operation '" + opcode + "': given twice");
        }
        operations.put(opcode, Collections.unmodifiableList(operands));
    }

    private static int counter(Map<String, List<String>> operations, String opcode, int fallback) {
        List<String> operands = operations.get(opcode);
        if (operands == null) {
            return fallback;
        }
        if (operands.size() != 1) {
            throw new NotationException("EPD operation '" + opcode + "': expected one number, got " + operands);
        }
        try {
            return Integer.parseInt(operands.get(0));
        } catch (NumberFormatException e) {
            throw new NotationException("EPD operation '" + opcode + "': '" + operands.get(0) + "' is not a number");
        }
    }

    private static int[] moves(Position position, Map<String, List<String>> operations, String opcode) {
        List<String> operands = operations.get(opcode);
        if (operands == null) {
            return new int[0];
        }
        if (operands.isEmpty()) {
            throw new NotationException("EPD operation '" + opcode + "': no moves given");
        }
        int[] moves = new int[operands.size()];
        for (int i = 0; i < moves.length; i++) {
            String token = operands.get(i);
            try {
                moves[i] = San.parse(position, token);
            } catch (NotationException sanError) {
                try {
                    moves[i] = UciMoves.parse(position, token);
                } catch (NotationException uciError) {
                    throw new NotationException("EPD operation '" + opcode + "': " + sanError.getMessage());
                }
            }
        }
        return moves;
    }
}
