/** Chess notations in and out: FEN, EPD, SAN and UCI long algebraic, with errors that name the bad field or token. */
package jamboree.engine.notation;
