/** The jamboree executable: the UCI protocol for chess GUIs and the command line (perft, search, bench, ...). */
package jamboree.uci;
