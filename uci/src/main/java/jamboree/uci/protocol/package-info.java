/**
 * The UCI protocol (specification of April 2006, behaviour modelled on Stockfish): reading GUI commands,
 * running searches on their own thread, and formatting {@code info} and {@code bestmove} lines. Input and
 * output are plain streams, so tests drive the same loop a GUI talks to.
 */
package jamboree.uci.protocol;
