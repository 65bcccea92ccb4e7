package jamboree.uci.book;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PolyglotBookTest {
    @TempDir
    Path dir;

    @Test
    void findsEveryEntryOfAKeyAmongOthersIncludingKeysAboveTheSignBit() throws IOException {
        long high = 0xF000_0000_0000_0001L;
        Path file = new BookBytes().add(5, 1, 10).add(high, 2, 20).add(7, 3, 30).add(high, 4, 40).add(-1L, 5, 50)
                .write(dir.resolve("b.bin"));
        PolyglotBook book = PolyglotBook.open(file);
        assertEquals(5, book.size());
        assertEquals(List.of(2, 4), book.entries(high).stream().map(PolyglotBook.Entry::move).sorted().toList());
        assertEquals(List.of(new PolyglotBook.Entry(3, 30)), book.entries(7));
        assertEquals(List.of(new PolyglotBook.Entry(5, 50)), book.entries(-1L));
        assertTrue(book.entries(6).isEmpty());
        assertTrue(book.entries(0).isEmpty());
    }

    @Test
    void aTruncatedFileIsRefusedSayingSo() throws IOException {
        byte[] whole = new BookBytes().add(1, 1, 1).add(2, 2, 2).sorted();
        Path file = Files.write(dir.resolve("cut.bin"), Arrays.copyOf(whole, whole.length - 5));
        BookException e = assertThrows(BookException.class, () -> PolyglotBook.open(file));
        assertTrue(e.getMessage().contains("truncated") && e.getMessage().contains("27 bytes"), e.getMessage());
    }

    @Test
    void entriesOutOfOrderAreNotABook() {
        byte[] unsorted = new BookBytes().add(9, 1, 1).add(2, 2, 2).asAdded();
        BookException e = assertThrows(BookException.class, () -> PolyglotBook.of(ByteBuffer.wrap(unsorted), "u"));
        assertTrue(e.getMessage().contains("not sorted"), e.getMessage());
    }

    @Test
    void emptyMissingAndDirectoryAreRefused() throws IOException {
        Path empty = Files.createFile(dir.resolve("empty.bin"));
        assertTrue(assertThrows(BookException.class, () -> PolyglotBook.open(empty)).getMessage().contains("empty"));
        assertTrue(assertThrows(BookException.class, () -> PolyglotBook.open(dir.resolve("none.bin")))
                .getMessage().contains("does not exist"));
        assertThrows(BookException.class, () -> PolyglotBook.open(dir));
    }
}
