package jamboree.uci.cli;

import jamboree.uci.Main;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One execution of the {@code jamboree} command line in this JVM, with its exit code and both outputs captured. */
record CommandRun(int code, String out, String err) {

    static CommandRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int code = commandLine.execute(args);
        return new CommandRun(code, out.toString(), err.toString());
    }
}
