package jamboree.uci.options;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The arguments of {@code setoption name <id> [value <x>]}. Names and values may contain spaces; runs of
 * whitespace are read as one space, as the specification's tokenizing implies.
 *
 * @param name  the option name, never empty
 * @param value the value, or null when the command has no {@code value} part (buttons)
 */
public record SetOptionRequest(String name, String value) {

    /** Parses the tokens after {@code setoption}; throws {@link IllegalArgumentException} saying what is missing. */
    public static SetOptionRequest parse(List<String> tokens) {
        int i = 0;
        while (i < tokens.size() && !isKeyword(tokens.get(i), "name")) {
            i++;
        }
        if (i == tokens.size()) {
            throw new IllegalArgumentException("setoption without 'name'");
        }
        List<String> name = new ArrayList<>();
        i++;
        while (i < tokens.size() && !isKeyword(tokens.get(i), "value")) {
            name.add(tokens.get(i++));
        }
        if (name.isEmpty()) {
            throw new IllegalArgumentException("setoption with an empty name");
        }
        String value = null;
        if (i < tokens.size()) {
            value = String.join(" ", tokens.subList(i + 1, tokens.size()));
        }
        return new SetOptionRequest(String.join(" ", name), value);
    }

    private static boolean isKeyword(String token, String keyword) {
        return token.toLowerCase(Locale.ROOT).equals(keyword);
    }
}
