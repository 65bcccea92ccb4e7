/**
 * The UCI protocol (specification of April 2006, behaviour modelled on Stockfish): reading GUI commands,
 * running searches on their own thread, and formatting {@code info} and {@code bestmove} lines. Input and
 * output are plain streams, so tests drive the same loop a GUI talks to. The checks that talk to the engine as a GUI
 * does live here too: a referee for games of the engine against itself ({@link jamboree.uci.protocol.SelfPlaySoak},
 * {@link jamboree.uci.protocol.Referee}), and the stop-latency and time-control probes.
 */
package jamboree.uci.protocol;
