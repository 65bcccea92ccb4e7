package jamboree.uci;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/**
 * The {@code jamboree} executable. With no arguments it speaks UCI on stdin/stdout, because that is how a
 * chess GUI starts an engine; every other use is a sub-command.
 */
@Command(name = "jamboree",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "StarTech's Jamboree search on a simulated CM-5, and a UCI chess engine.",
        subcommands = {
                CommandLine.HelpCommand.class,
                jamboree.uci.cli.PerftCommand.class,
                jamboree.uci.cli.BenchCommand.class,
                jamboree.uci.cli.UciCommand.class,
                jamboree.uci.cli.SearchCommand.class,
                jamboree.uci.cli.SolveCommand.class,
                jamboree.uci.cli.MachineCommand.class,
                jamboree.uci.cli.SmpBenchCommand.class,
                jamboree.uci.cli.WorkerCommand.class,
                jamboree.uci.cli.ClusterProbeCommand.class,
                jamboree.uci.cli.CompareRunsCommand.class,
                jamboree.uci.wdl.WdlFitCommand.class,
                jamboree.uci.strength.StrengthMatchCommand.class,
        })
public final class Main implements Callable<Integer> {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line without exiting, so that tests can call it. */
    public static int run(String... args) {
        String[] effective = args.length == 0 ? new String[] {"uci"} : args;
        return new CommandLine(new Main()).execute(effective);
    }

    @Override
    public Integer call() {
        new CommandLine(this).usage(System.err);
        return 2;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Main.class.getPackage().getImplementationVersion();
            return new String[] {"jamboree " + (version == null ? "development build" : version)};
        }
    }
}
