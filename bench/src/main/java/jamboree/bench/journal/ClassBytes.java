package jamboree.bench.journal;

import java.io.ByteArrayOutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A class file as the code fingerprint reads it: without its line numbers. javac records the source line of each
 * stretch of bytecode in a {@code LineNumberTable} inside each method's {@code Code} attribute, and nowhere else; so
 * two builds whose sources differ only in comments, blank lines or how statements are laid out differ only there. Such
 * a change computes every search as before, and should not cost a long run its journal.
 *
 * <p>Only the line tables go; everything else is kept byte for byte, in order, with the lengths and counts that
 * enclose a removed table adjusted. Anything that is not a well-formed class file is returned as it is.
 */
final class ClassBytes {

    private static final int MAGIC = 0xCAFEBABE;

    private ClassBytes() {
    }

    /** {@code bytes} without the line-number tables of its methods, or {@code bytes} itself if it is no class file. */
    static byte[] withoutLineNumbers(byte[] bytes) {
        try {
            return strip(ByteBuffer.wrap(bytes), bytes);
        } catch (BufferUnderflowException | IllegalArgumentException | IndexOutOfBoundsException
                 | NegativeArraySizeException e) {
            return bytes;
        }
    }

    private static byte[] strip(ByteBuffer in, byte[] bytes) {
        if (bytes.length < 10 || in.getInt() != MAGIC) {
            return bytes;
        }
        in.position(8);
        String[] names = constantPoolNames(in);
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
        // The header and constant pool, then access flags, this class and its superclass, as they are.
        out.write(bytes, 0, in.position() + 6);
        in.position(in.position() + 6);
        int interfaces = copyU2(in, out);
        copy(in, out, 2 * interfaces);
        for (int kind = 0; kind < 2; kind++) {
            // Fields, then methods: access flags, name and descriptor, then attributes.
            int members = copyU2(in, out);
            for (int m = 0; m < members; m++) {
                copy(in, out, 6);
                attributes(in, out, names);
            }
        }
        attributes(in, out, names);
        if (in.hasRemaining()) {
            throw new IllegalArgumentException("bytes after the class file's last attribute");
        }
        return out.toByteArray();
    }

    /** Reads the constant pool and returns its UTF-8 entries by index (null elsewhere), which name the attributes. */
    private static String[] constantPoolNames(ByteBuffer in) {
        int count = u2(in);
        String[] names = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.get() & 0xff;
            switch (tag) {
                case 1 -> {
                    byte[] text = new byte[u2(in)];
                    in.get(text);
                    // Modified UTF-8 reads as UTF-8 for the ASCII names looked for here.
                    names[i] = new String(text, StandardCharsets.UTF_8);
                }
                case 7, 8, 16, 19, 20 -> skip(in, 2);
                case 15 -> skip(in, 3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> skip(in, 4);
                case 5, 6 -> {
                    // A long or a double takes two entries.
                    skip(in, 8);
                    i++;
                }
                default -> throw new IllegalArgumentException("constant pool tag " + tag);
            }
        }
        return names;
    }

    /** Copies a list of attributes, a {@code Code} attribute without its line-number tables. */
    private static void attributes(ByteBuffer in, ByteArrayOutputStream out, String[] names) {
        int count = copyU2(in, out);
        for (int a = 0; a < count; a++) {
            int name = u2(in);
            int length = in.getInt();
            ByteBuffer body = in.slice(in.position(), length);
            in.position(in.position() + length);
            byte[] kept = "Code".equals(names[name]) ? code(body, names) : bytesOf(body);
            writeU2(out, name);
            writeU4(out, kept.length);
            out.write(kept, 0, kept.length);
        }
    }

    /** A {@code Code} attribute's body without its line-number tables. */
    private static byte[] code(ByteBuffer in, String[] names) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.remaining());
        // The operand stack and locals, the bytecode, the exception handlers.
        copy(in, out, 4);
        int codeLength = in.getInt();
        writeU4(out, codeLength);
        copy(in, out, codeLength);
        int handlers = copyU2(in, out);
        copy(in, out, 8 * handlers);
        int count = u2(in);
        ByteArrayOutputStream kept = new ByteArrayOutputStream();
        int keptCount = 0;
        for (int a = 0; a < count; a++) {
            int name = u2(in);
            int length = in.getInt();
            ByteBuffer body = in.slice(in.position(), length);
            in.position(in.position() + length);
            if ("LineNumberTable".equals(names[name])) {
                continue;
            }
            writeU2(kept, name);
            writeU4(kept, length);
            byte[] b = bytesOf(body);
            kept.write(b, 0, b.length);
            keptCount++;
        }
        if (in.hasRemaining()) {
            throw new IllegalArgumentException("bytes after a Code attribute's last attribute");
        }
        writeU2(out, keptCount);
        byte[] rest = kept.toByteArray();
        out.write(rest, 0, rest.length);
        return out.toByteArray();
    }

    private static int u2(ByteBuffer in) {
        return in.getShort() & 0xffff;
    }

    private static int copyU2(ByteBuffer in, ByteArrayOutputStream out) {
        int v = u2(in);
        writeU2(out, v);
        return v;
    }

    private static void copy(ByteBuffer in, ByteArrayOutputStream out, int n) {
        byte[] b = new byte[n];
        in.get(b);
        out.write(b, 0, n);
    }

    private static void skip(ByteBuffer in, int n) {
        in.position(in.position() + n);
    }

    private static byte[] bytesOf(ByteBuffer body) {
        byte[] b = new byte[body.remaining()];
        body.get(b);
        return b;
    }

    private static void writeU2(ByteArrayOutputStream out, int v) {
        out.write(v >>> 8);
        out.write(v);
    }

    private static void writeU4(ByteArrayOutputStream out, int v) {
        writeU2(out, v >>> 16);
        writeU2(out, v & 0xffff);
    }
}
