package jamboree.uci.wdl;

import jamboree.engine.board.Position;
import jamboree.engine.notation.Fen;
import jamboree.engine.search.Score;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WdlModelTest {
    private final WdlModel model = new WdlModel(100, 60, 40, 30);

    @Test
    void chancesAddUpToAThousandAndMirrorBetweenTheSides() {
        for (int material = 0; material <= Material.FULL; material += 13) {
            for (int score = -1500; score <= 1500; score += 37) {
                int[] us = model.perMille(score, material);
                int[] them = model.perMille(-score, material);
                assertEquals(1000, us[0] + us[1] + us[2]);
                assertTrue(us[0] >= 0 && us[1] >= 0 && us[2] >= 0);
                assertEquals(us[0], them[2], 1);
                assertEquals(us[2], them[0], 1);
            }
        }
    }

    @Test
    void aHigherScoreNeverLowersTheWinChanceAndAPawnCountsMoreInTheEndgame() {
        int previous = -1;
        for (int score = -800; score <= 800; score += 10) {
            int win = model.perMille(score, 40)[0];
            assertTrue(win >= previous);
            previous = win;
        }
        assertTrue(model.win(150, 10) > model.win(150, 70));
        assertEquals(0.5, model.win(100 + 60 * 0.5, 39), 1e-9, "a is where a win is as likely as not");
    }

    @Test
    void matesAreCertain() {
        assertArrayEquals(new int[] {1000, 0, 0}, model.perMille(Score.mateIn(5), 30));
        assertArrayEquals(new int[] {0, 0, 1000}, model.perMille(Score.matedIn(4), 30));
    }

    @Test
    void materialCountsPiecesNotKings() {
        assertEquals(Material.FULL, Material.of(Position.startPosition()));
        assertEquals(5 + 1, Material.of(Fen.parse("4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1")));
    }

    @Test
    void theShippedModelIsSane() {
        int[] level = WdlModel.FITTED.perMille(0, Material.FULL);
        assertEquals(level[0], level[2], 1);
        assertTrue(WdlModel.FITTED.perMille(300, 40)[0] > 500, "three pawns up wins more often than not");
    }
}
