/**
 * Opening books in polyglot's {@code .bin} format, the format most GUIs and book makers write: polyglot's position
 * key ({@link jamboree.uci.book.PolyglotKey}), its move encoding ({@link jamboree.uci.book.PolyglotMove}), the
 * checked and mapped book file ({@link jamboree.uci.book.PolyglotBook}), the choice by weight
 * ({@link jamboree.uci.book.WeightedChoice}) and the {@code OwnBook}/{@code BookFile} state
 * ({@link jamboree.uci.book.OpeningBook}).
 */
package jamboree.uci.book;
