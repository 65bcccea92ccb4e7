package jamboree.machine.experiments;

/**
 * The closed Jackson network of thesis 5.7: the probability p(0,*) that the busy node is making progress
 * (equation 5.39) and the time to get w seconds of work done, t_w = w / p(0,*) (equation 5.40).
 */
public final class SwampModel {

    private SwampModel() {
    }

    /** The leverage z = t_b / (t_s + t_i) (equation 5.36). */
    public static double leverage(double busyService, double thiefTurnaround, double idleService) {
        return busyService / (thiefTurnaround + idleService);
    }

    /**
     * p(0,*) for N processors and leverage z. The binomials of equation 5.39 are divided by the numerator's
     * binomial term by term (r_i = C(2N-i-3, N-2) / C(2N-3, N-2)), so large N cannot overflow.
     */
    public static double progressProbability(int processors, double z) {
        if (processors < 2) {
            return 1.0;
        }
        int n = processors;
        double ratio = 1.0;
        double power = 1.0;
        double sum = 0.0;
        for (int i = 0; i < n; i++) {
            sum += ratio * power;
            ratio *= (n - 1 - i) / (double) (2 * n - 3 - i);
            power *= z;
        }
        return 1.0 / sum;
    }

    /** t_w = w / p(0,*). */
    public static double timeForWork(double work, int processors, double z) {
        return work / progressProbability(processors, z);
    }
}
