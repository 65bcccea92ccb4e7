package jamboree.uci.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Checks the options a probe sends against what the engine says: a name it does not declare, or a value it refuses
 * (the engine keeps the old one and says so in an {@code info string}), makes the probe fail instead of measuring
 * the engine as it was.
 */
final class OptionCheck {
    private static final String OPTION = "option name ";
    private static final String SETOPTION = "setoption name ";

    private OptionCheck() {
    }

    /** The option names in the engine's answer to {@code uci}, in the engine's spelling. */
    static List<String> declaredNames(List<String> uciAnswer) {
        List<String> names = new ArrayList<>();
        for (String line : uciAnswer) {
            if (!line.startsWith(OPTION)) {
                continue;
            }
            int type = line.indexOf(" type ", OPTION.length());
            names.add(line.substring(OPTION.length(), type < 0 ? line.length() : type).strip());
        }
        return names;
    }

    /** Throws unless {@code setoption}'s name is one of {@code declared} (compared as UCI does, ignoring case). */
    static void requireDeclared(String setoption, List<String> declared) {
        String name = nameOf(setoption);
        for (String d : declared) {
            if (normal(d).equals(normal(name))) {
                return;
            }
        }
        throw new IllegalArgumentException("the engine has no option '" + name + "'; it has: "
                + String.join(", ", declared));
    }

    /** Throws if the engine refused a value of one of {@code setoptions} among {@code lines}. */
    static void requireAccepted(List<String> setoptions, List<String> lines) {
        for (String line : lines) {
            if (!line.startsWith("info string ")) {
                continue;
            }
            String text = line.substring("info string ".length());
            for (String setoption : setoptions) {
                if (normal(text).startsWith(normal(nameOf(setoption)) + " ") && (text.contains("unchanged") || text.contains("ignored"))) {
                    throw new IllegalArgumentException("the engine refused '" + setoption + "': " + text);
                }
            }
        }
    }

    /** The name part of {@code setoption name NAME [value VALUE]}. */
    static String nameOf(String setoption) {
        String rest = setoption.startsWith(SETOPTION) ? setoption.substring(SETOPTION.length()) : setoption;
        int value = rest.indexOf(" value ");
        return (value < 0 ? rest : rest.substring(0, value)).strip();
    }

    private static String normal(String name) {
        return name.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
