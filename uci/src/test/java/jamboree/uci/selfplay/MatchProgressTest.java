package jamboree.uci.selfplay;

import jamboree.uci.strength.MatchScore;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MatchProgressTest {

    @Test
    void printsEveryNGamesAndAfterTheLastWithTheTimeUsedAndLeft() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long[] now = {1_000_000_000L};
        MatchProgress p = new MatchProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), 10, 25,
                () -> now[0]);
        for (int g = 1; g <= 25; g++) {
            now[0] += 6_000_000_000L;
            p.gamePlayed(new MatchScore(g / 2, g - g / 2, 0), g / 5);
        }
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(3, lines.length, String.join("\n", lines));
        assertEquals("soak: 10/25 games, 2 adjudicated, " + new MatchScore(5, 5, 0) + "; 1m00s used, about 1m30s"
                + " left", lines[0]);
        assertEquals("soak: 25/25 games, 5 adjudicated, " + new MatchScore(12, 13, 0) + "; 2m30s used, about 0s"
                + " left", lines[2]);
    }

    @Test
    void durationsReadAsHoursMinutesAndSeconds() {
        assertEquals("59s", MatchProgress.duration(59_999));
        assertEquals("1m00s", MatchProgress.duration(60_000));
        assertEquals("1h30m05s", MatchProgress.duration(5_405_000));
    }
}
