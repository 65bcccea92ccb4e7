package jamboree.bench.run;

import java.util.List;

/**
 * What searches cost the host, summed over those that say how long they took (a journal's older lines do not), and
 * how busy the host's other processes kept it meanwhile.
 *
 * @param searches  how many searches it covers
 * @param nanos     their host time, each from its start to its end (searches side by side each count in full)
 * @param positions the positions they visited
 * @param other     what other processes took of the host during them
 */
public record HostTime(int searches, long nanos, long positions, OtherLoad other) {

    public static final HostTime NONE = new HostTime(0, 0, 0, OtherLoad.NONE);

    /** The searches of {@code kept} that say how long they took. */
    public static HostTime of(List<KeptSearch> kept) {
        HostTime sum = NONE;
        for (KeptSearch k : kept) {
            if (k.timed()) {
                sum = sum.plus(new HostTime(1, k.searchNanos(), k.trial().nodes(),
                        OtherLoad.of(k.searchNanos(), k.otherCores())));
            }
        }
        return sum;
    }

    public HostTime plus(HostTime more) {
        return new HostTime(searches + more.searches, nanos + more.nanos, positions + more.positions,
                other.plus(more.other));
    }

    public double seconds() {
        return nanos / 1e9;
    }

    /** Positions visited per second of host time: what the host's time follows once the machine is busy. */
    public double positionsPerSecond() {
        return nanos == 0 ? Double.NaN : positions / seconds();
    }
}
