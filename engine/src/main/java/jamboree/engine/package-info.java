/**
 * The chess core: rules (Chess960 too), notation, perft, evaluation, the serial search and Lazy SMP over it. It
 * depends on nothing else of Jamboree.
 */
package jamboree.engine;
