package jamboree.machine.accounting;

import jamboree.machine.api.Activity;
import jamboree.machine.api.MachineActivity;
import jamboree.machine.programs.TestActivity;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NodeAccountTest {

    /** An activity that is not an enum constant, to make many distinct ones. */
    private record Named(String label, boolean isWork) implements Activity {
    }

    private static int at(int[] buckets, int i) {
        return i < buckets.length ? buckets[i] : 0;
    }

    private static Activity[] machineAndTestActivities() {
        List<Activity> all = new ArrayList<>(List.of(MachineActivity.values()));
        all.addAll(List.of(TestActivity.values()));
        return all.toArray(new Activity[0]);
    }

    @Test
    void chargesInTimeOrderFillTheBucketsTheyCoverCycleByCycle() {
        Activity[] activities = machineAndTestActivities();
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
                int index = random.nextInt(activities.length);
                Activity activity = activities[index];
                account.charge(now, amount, activity);
                perActivity[index] += amount;
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
            for (int i = 0; i < activities.length; i++) {
                assertEquals(perActivity[i], account.cycles(activities[i]));
            }
        }
    }

    @Test
    void anAccountWithoutTheTimelineCountsTheSameAndKeepsNoBucket() {
        Activity[] activities = machineAndTestActivities();
        NodeAccount kept = new NodeAccount(100);
        NodeAccount none = new NodeAccount(NodeAccount.NO_TIMELINE);
        Random random = new Random(5);
        long now = 0;
        for (int charge = 0; charge < 1000; charge++) {
            long amount = random.nextInt(5000);
            Activity activity = activities[random.nextInt(activities.length)];
            kept.charge(now, amount, activity);
            none.charge(now, amount, activity);
            now += amount;
        }
        assertEquals(kept.activities(), none.activities());
        for (Activity a : activities) {
            assertEquals(kept.cycles(a), none.cycles(a), a.label());
        }
        assertEquals(now, none.total());
        assertTrue(kept.busyByBucket().length > 0);
        assertEquals(0, none.busyByBucket().length);
        assertEquals(0, none.workByBucket().length);
        assertThrows(IllegalArgumentException.class, () -> new NodeAccount(-1));
    }

    @Test
    void aLedgerKeepsEveryActivityItIsChargedForInTheOrderFirstCharged() {
        // More activities than the ledger has slots at first, charged in an interleaved order.
        List<Activity> activities = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            activities.add(new Named("activity " + i, i % 7 == 0));
        }
        NodeAccount account = new NodeAccount(1000);
        Map<Activity, Long> expected = new LinkedHashMap<>();
        long now = 0;
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < activities.size(); i++) {
                Activity a = activities.get((i * 13) % activities.size());
                account.charge(now, i + 1, a);
                expected.merge(a, (long) i + 1, Long::sum);
                now += i + 1;
            }
        }
        assertEquals(List.copyOf(expected.keySet()), account.activities());
        for (Activity a : activities) {
            assertEquals(expected.get(a), account.cycles(a), a.label());
        }
        assertEquals(now, account.total());
        // An activity charged nothing is not in the ledger, and one of the same label is another activity.
        account.charge(now, 0, MachineActivity.POLL);
        assertEquals(0, account.cycles(MachineActivity.POLL));
        assertEquals(0, account.cycles(new Named("activity 0", true)));
        assertEquals(activities.size(), account.activities().size());
    }

    @Test
    void theReportSumsEachActivityOverTheNodesThatChargedIt() {
        NodeAccount first = new NodeAccount(100);
        NodeAccount second = new NodeAccount(100);
        first.charge(0, 30, TestActivity.CHESS_WORK);
        first.charge(30, 5, MachineActivity.SEND);
        second.charge(0, 7, MachineActivity.IDLE);
        second.charge(7, 11, TestActivity.CHESS_WORK);
        MachineReport report = new MachineReport(2, 35, 1, List.of(first, second),
                Collections.nCopies(2, null), 0, 0, 0, 0, SimulationCounts.NONE, 0, false);
        assertEquals(41, report.total(TestActivity.CHESS_WORK));
        assertEquals(0, report.total(TestActivity.LOOKING_FOR_WORK));
        Map<Activity, Long> totals = report.totals();
        assertEquals(List.of(TestActivity.CHESS_WORK, MachineActivity.SEND, MachineActivity.IDLE),
                List.copyOf(totals.keySet()));
        assertEquals(List.of(41L, 5L, 7L), List.copyOf(totals.values()));
    }
}
