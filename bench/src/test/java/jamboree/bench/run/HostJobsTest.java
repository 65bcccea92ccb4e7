package jamboree.bench.run;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostJobsTest {

    @Test
    void oneJobRunsEachJobOnTheCallersThreadWhenSubmitted() {
        List<String> ran = new ArrayList<>();
        try (HostJobs jobs = new HostJobs(1, 1)) {
            Future<Thread> first = jobs.submit(Thread::currentThread, 64);
            assertTrue(first.isDone(), "ran before submit returned");
            assertSame(Thread.currentThread(), HostJobs.join(first));
            IllegalStateException failure = new IllegalStateException("boom");
            assertSame(failure, assertThrows(IllegalStateException.class, () -> jobs.submit(() -> {
                throw failure;
            }, 1)), "a failure is thrown at once, as in a plain loop");
            jobs.submit(() -> ran.add("after"), 1);
        }
        assertEquals(List.of("after"), ran);
    }

    @Test
    void aDetachedPoolRunsEvenOneJobAtATimeOffTheCallersThread() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (HostJobs jobs = HostJobs.detached(1, 100)) {
            Future<Thread> first = jobs.submit(() -> {
                release.await(30, TimeUnit.SECONDS);
                return Thread.currentThread();
            }, 100);
            Future<Thread> second = jobs.submit(Thread::currentThread, 1);
            assertTrue(!first.isDone() && !second.isDone(), "submit returned before the jobs ran");
            release.countDown();
            Thread ran = HostJobs.join(first);
            assertNotEquals(Thread.currentThread(), ran);
            assertSame(ran, HostJobs.join(second), "one thread, so the second waited for it");
        }
    }

    @Test
    void severalJobsRunAtOnceAndAreReadInTheOrderSubmitted() {
        CountDownLatch secondStarted = new CountDownLatch(1);
        try (HostJobs jobs = new HostJobs(2, 100)) {
            // The first job can only finish once the second has started: one at a time, it would wait forever.
            Future<Thread> first = jobs.submit(() -> {
                assertTrue(secondStarted.await(10, TimeUnit.SECONDS), "the second job never ran beside the first");
                return Thread.currentThread();
            }, 50);
            Future<Thread> second = jobs.submit(() -> {
                secondStarted.countDown();
                return Thread.currentThread();
            }, 50);
            Thread a = HostJobs.join(first);
            Thread b = HostJobs.join(second);
            assertNotEquals(a, b);
            assertNotEquals(Thread.currentThread(), a);
            assertTrue(a.isDaemon() && a.getName().startsWith("jamboree-bench-"), a.getName());
        }
    }

    @Test
    void jobsRunningTogetherStayWithinTheNodeBudgetAndASmallerOneFillsTheGap() {
        AtomicInteger nodes = new AtomicInteger();
        List<Integer> peaks = Collections.synchronizedList(new ArrayList<>());
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch smallDone = new CountDownLatch(1);
        try (HostJobs jobs = new HostJobs(3, 100)) {
            List<Future<String>> all = new ArrayList<>();
            // 80 + 80 would exceed the budget; the 20 behind them fits beside the first and must not wait for it.
            all.add(jobs.submit(() -> {
                peaks.add(nodes.addAndGet(80));
                assertTrue(smallDone.await(10, TimeUnit.SECONDS), "the small job waited behind the large ones");
                nodes.addAndGet(-80);
                order.add("big1");
                return "big1";
            }, 80));
            all.add(jobs.submit(() -> {
                peaks.add(nodes.addAndGet(80));
                nodes.addAndGet(-80);
                order.add("big2");
                return "big2";
            }, 80));
            all.add(jobs.submit(() -> {
                peaks.add(nodes.addAndGet(20));
                nodes.addAndGet(-20);
                order.add("small");
                smallDone.countDown();
                return "small";
            }, 20));
            // A job larger than the whole budget still runs, alone.
            all.add(jobs.submit(() -> {
                peaks.add(nodes.addAndGet(500));
                nodes.addAndGet(-500);
                return "huge";
            }, 500));
            assertEquals(List.of("big1", "big2", "small", "huge"), all.stream().map(HostJobs::join).toList());
        }
        assertEquals(List.of("small", "big1", "big2"), order.subList(0, 3));
        assertTrue(peaks.stream().allMatch(p -> p <= 100 || p == 500), peaks.toString());
    }

    @Test
    void aJobsFailureIsRethrownAsItWasThrown() {
        IllegalArgumentException failure = new IllegalArgumentException("bad");
        try (HostJobs jobs = new HostJobs(2, 100)) {
            Future<Object> f = jobs.submit(() -> {
                throw failure;
            }, 1);
            assertSame(failure, assertThrows(IllegalArgumentException.class, () -> HostJobs.join(f)));
        }
    }

    @Test
    void refusesNoThreadsAndNoBudget() {
        assertThrows(IllegalArgumentException.class, () -> new HostJobs(0, 100));
        assertThrows(IllegalArgumentException.class, () -> new HostJobs(2, 0));
    }
}
