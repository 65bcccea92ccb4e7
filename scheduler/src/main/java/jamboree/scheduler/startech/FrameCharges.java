package jamboree.scheduler.startech;

import jamboree.scheduler.config.CostModel;

/**
 * The charges a frame makes at almost every position, made once per node from the cost model. Each is an immutable
 * value, and building one per charge was an array and an object for every position a frame visited.
 */
final class FrameCharges {
    /** The one-cycle charge of a step that performs no costed operation. */
    static final ChessCycles ONE_CYCLE = ChessCycles.of(Counter.CHESS_OTHER, 1);

    /** Arriving at a position: the Jamboree control flow. */
    final ChessCycles control;
    /** Arriving at a position below the root, which is checked for a repetition too. */
    final ChessCycles controlAndRepetition;
    /** Making a move to a child and taking it back. */
    final ChessCycles makeUnmake;
    /** One static evaluation. */
    final ChessCycles evaluation;

    FrameCharges(CostModel cost) {
        this.control = ChessCycles.of(Counter.CHESS_JAMBOREE_CONTROL, cost.jamboreeControl());
        this.controlAndRepetition = control.plus(Counter.CHESS_REPETITION_CHECK, cost.repetitionCheck());
        this.makeUnmake = ChessCycles.of(Counter.CHESS_MAKE_UNMAKE, cost.makeUnmake());
        this.evaluation = ChessCycles.of(Counter.CHESS_EVALUATION, cost.evaluation());
    }
}
