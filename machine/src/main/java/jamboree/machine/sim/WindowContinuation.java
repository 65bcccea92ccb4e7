package jamboree.machine.sim;

/**
 * What a node whose window ended with nothing sent asks before it reports: whether it may go straight on into its next
 * window, since nothing done at the window's end concerns it. The conductor answers; the node knows nothing of how.
 */
interface WindowContinuation {

    /** The end of the window the node would be granted next, or -1 if the window must end as usual. */
    long nextWindowEnd(SimNode node);
}
