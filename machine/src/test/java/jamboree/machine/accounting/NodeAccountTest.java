package jamboree.machine.accounting;

import jamboree.machine.api.Activity;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NodeAccountTest {

    private static int at(int[] buckets, int i) {
        return i < buckets.length ? buckets[i] : 0;
    }

    @Test
    void chargesInTimeOrderFillTheBucketsTheyCoverCycleByCycle() {
        Activity[] activities = Activity.values();
        Random random = new Random(11);
        for (int trial = 0; trial < 50; trial++) {
            long bucketCycles = 1 + random.nextInt(300);
            NodeAccount account = new NodeAccount(bucketCycles);
            // 300 charges of at most 1000 cycles after gaps of at most 500.
            int[] busy = new int[(int) (300 * 1500 / bucketCycles) + 2];
            int[] work = new int[busy.length];
            long[] perActivity = new long[activities.length];
            long now = 0;
            for (int charge = 0; charge < 300; charge++) {
                // Gaps (time the node spent uncharged) and charges of every size, some spanning many buckets.
                now += random.nextInt(4) == 0 ? random.nextInt(500) : 0;
                long amount = random.nextInt(3) == 0 ? random.nextInt(1000) : random.nextInt(20);
                Activity activity = activities[random.nextInt(activities.length)];
                account.charge(now, amount, activity);
                perActivity[activity.ordinal()] += amount;
                for (long t = now; t < now + amount && activity.isBusy(); t++) {
                    busy[(int) (t / bucketCycles)]++;
                    if (activity.isWork()) {
                        work[(int) (t / bucketCycles)]++;
                    }
                }
                now += amount;
            }
            for (int i = 0; i < busy.length; i++) {
                assertEquals(busy[i], at(account.busyByBucket(), i), "trial " + trial + " bucket " + i);
                assertEquals(work[i], at(account.workByBucket(), i), "trial " + trial + " bucket " + i);
            }
            for (Activity a : activities) {
                assertEquals(perActivity[a.ordinal()], account.cycles(a));
            }
        }
    }
}
