package jamboree.scheduler.measure;

import jamboree.scheduler.startech.Counter;
import jamboree.scheduler.startech.MessageKind;

import jamboree.engine.notation.UciMoves;
import jamboree.machine.experiments.Json;
import jamboree.scheduler.Breakdown;
import jamboree.scheduler.IterationFigures;
import jamboree.scheduler.ParallelSearchResult;

import java.util.Locale;

/** A {@link ParallelSearchResult} as one JSON object, every figure included. */
public final class ResultJson {
    private ResultJson() {
    }

    public static String of(ParallelSearchResult r) {
        StringBuilder b = new StringBuilder(4096);
        b.append('{');
        field(b, "machine", quote(r.machine()));
        field(b, "processors", r.processors());
        field(b, "clockHz", r.clockHz());
        field(b, "bestMove", quote(r.search().bestMove() == 0 ? "" : UciMoves.format(r.search().bestMove())));
        field(b, "score", r.search().score());
        field(b, "depth", r.search().depth());
        field(b, "positions", r.search().nodes());
        field(b, "timeCycles", r.timeCycles());
        field(b, "seconds", num(r.seconds()));
        field(b, "work", r.work());
        field(b, "criticalPath", r.criticalPath());
        field(b, "parallelism", num(r.parallelism()));
        field(b, "failedWork", r.failedWork());
        field(b, "cutoffWork", r.cutoffWork());
        Breakdown d = r.breakdown();
        b.append("\"breakdown\":{");
        String[] labels = d.labels();
        long[] values = d.values();
        for (int i = 0; i < labels.length; i++) {
            field(b, labels[i], values[i]);
        }
        close(b).append(',');
        for (Counter c : Counter.values()) {
            if (c != Counter.POSITIONS) {
                field(b, c.key(), r.counters().get(c));
            }
        }
        b.append("\"messages\":{");
        for (MessageKind k : MessageKind.values()) {
            field(b, k.label(), r.counters().messages(k));
        }
        close(b).append(',');
        field(b, "traceHash", r.traceHash());
        field(b, "hostNanos", r.hostNanos());
        b.append("\"iterations\":[");
        for (IterationFigures f : r.iterations()) {
            b.append('{');
            field(b, "depth", f.depth());
            field(b, "score", f.score());
            field(b, "timeCycles", f.timeCycles());
            field(b, "work", f.work());
            field(b, "criticalPath", f.criticalPath());
            field(b, "positions", f.positions());
            field(b, "hostNanos", f.hostNanos());
            close(b).append(',');
        }
        if (r.iterations().length > 0) {
            b.setLength(b.length() - 1);
        }
        b.append("],");
        field(b, "profileBinCycles", r.profileBinCycles());
        array(b, "idealParallelism", r.idealParallelism());
        b.append(',');
        field(b, "utilizationBucketCycles", r.utilizationBucketCycles());
        array(b, "utilization", r.utilization());
        b.append('}');
        return b.toString();
    }

    private static void field(StringBuilder b, String name, Object value) {
        b.append('"').append(name).append("\":").append(value).append(',');
    }

    private static StringBuilder close(StringBuilder b) {
        if (b.charAt(b.length() - 1) == ',') {
            b.setLength(b.length() - 1);
        }
        return b.append('}');
    }

    private static void array(StringBuilder b, String name, double[] values) {
        b.append('"').append(name).append("\":[");
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(num(values[i]));
        }
        b.append(']');
    }

    private static String num(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.4f", v) : "0";
    }

    private static String quote(String s) {
        return Json.quote(s);
    }
}
