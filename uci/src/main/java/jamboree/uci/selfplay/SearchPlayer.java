package jamboree.uci.selfplay;

import jamboree.engine.board.Position;
import jamboree.engine.search.SearchEngine;
import jamboree.engine.search.SearchLimits;
import jamboree.engine.search.SearchListener;
import jamboree.engine.search.SearchResult;

/** A player that searches each move with fixed limits, say a node count, so that games cost the same on any host. */
public final class SearchPlayer implements Player {
    private final SearchEngine engine;
    private final SearchLimits limits;

    public SearchPlayer(SearchEngine engine, SearchLimits limits) {
        this.engine = engine;
        this.limits = limits;
    }

    @Override
    public Choice play(Position game) {
        SearchResult result = engine.search(game, limits, SearchListener.NONE);
        return new Choice(result.bestMove(), result.score());
    }

    @Override
    public void newGame() {
        engine.clear();
    }
}
