package jamboree.scheduler;

import jamboree.engine.search.SearchListener;

/** A {@link SearchListener} that also hears the machine's figures after each iteration. */
public interface MachineSearchListener extends SearchListener {

    default void onMachineIteration(IterationFigures figures) {
    }

    /** Something the user should know about the machine the search runs on, such as tables cut to fit the heap. */
    default void onMachineNote(String note) {
    }
}
