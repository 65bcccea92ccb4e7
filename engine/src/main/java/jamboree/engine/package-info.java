/** The chess core: rules, notation, evaluation and serial search. It depends on nothing else of Jamboree. */
package jamboree.engine;
