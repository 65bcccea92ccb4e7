package jamboree.uci.cli;

import jamboree.scheduler.config.SchedulerConfig;
import jamboree.scheduler.config.Switch;
import jamboree.scheduler.config.SwitchType;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The scheduler switches as flags of {@code jamboree search --machine}, one per {@link Switch}, made when picocli
 * builds the command: {@code --[no-]global-table} for a switch that is on or off, {@code --throttle WORD} and
 * {@code --serial-depth N} for the others. A flag the command already declares itself ({@code --[no-]rid} of the
 * serial engine) is read as the switch too. Values are taken as text and checked here, so that a bad one is a
 * one-line error naming the flag and what it allows, never picocli's usage dump.
 */
public final class SwitchFlags implements IModelTransformer {

    @Override
    public CommandSpec transform(CommandSpec command) {
        SchedulerConfig defaults = configuredDefaults();
        ArgGroupSpec.Builder group = ArgGroupSpec.builder().exclusive(false).validate(false).multiplicity("0..1")
                .heading("%nScheduler switches (need --machine; defaults from jamboree.scheduler in the"
                        + " configuration):%n");
        for (Switch s : Switch.values()) {
            if (command.findOption(s.flag()) == null) {
                group.addArg(flag(s, defaults));
            }
        }
        if (!group.args().isEmpty()) {
            command.addArgGroup(group.build());
        }
        return command;
    }

    private static OptionSpec flag(Switch s, SchedulerConfig defaults) {
        String description = s.description() + (defaults == null ? ""
                : " (default: " + s.type().format(defaults.get(s)) + ")");
        if (s.type() instanceof SwitchType.OnOff) {
            return OptionSpec.builder(s.flag()).negatable(true).type(Boolean.class).arity("0")
                    .description(description).userObject(s).build();
        }
        String label = s.type() instanceof SwitchType.Choice choice ? String.join("|", choice.values()) : "N";
        return OptionSpec.builder(s.flag()).type(String.class).paramLabel(label).description(description)
                .userObject(s).build();
    }

    /** The defaults to show in the help; none when the configuration cannot be read (searches then report why). */
    private static SchedulerConfig configuredDefaults() {
        try {
            return SchedulerConfig.load();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether a flag made here was given (not one the command declares for itself as well, such as --rid). */
    static boolean anyGiven(ParseResult given) {
        return given.matchedOptions().stream().anyMatch(o -> o.userObject() instanceof Switch);
    }

    /**
     * {@code base} with the switches given on the command line; an {@link IllegalArgumentException} names a flag
     * whose value the switch does not allow.
     */
    static SchedulerConfig applyTo(SchedulerConfig base, ParseResult given) {
        SchedulerConfig config = base;
        for (Switch s : Switch.values()) {
            if (given.hasMatchedOption(s.flag())) {
                Object value = given.matchedOption(s.flag()).getValue();
                config = config.with(s, value instanceof String text ? s.parse(s.flag(), text) : value);
            }
        }
        return config;
    }
}
