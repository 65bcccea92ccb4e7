package jamboree.bench.run;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostJobsTest {

    @Test
    void oneJobRunsEachJobOnTheCallersThreadWhenSubmitted() {
        List<String> ran = new ArrayList<>();
        try (HostJobs jobs = new HostJobs(1)) {
            Future<Thread> first = jobs.submit(Thread::currentThread);
            assertTrue(first.isDone(), "ran before submit returned");
            assertSame(Thread.currentThread(), HostJobs.join(first));
            IllegalStateException failure = new IllegalStateException("boom");
            assertSame(failure, assertThrows(IllegalStateException.class, () -> jobs.submit(() -> {
                throw failure;
            })), "a failure is thrown at once, as in a plain loop");
            jobs.submit(() -> ran.add("after"));
        }
        assertEquals(List.of("after"), ran);
    }

    @Test
    void severalJobsRunAtOnceAndAreReadInTheOrderSubmitted() throws Exception {
        CountDownLatch lastStarted = new CountDownLatch(1);
        try (HostJobs jobs = new HostJobs(2)) {
            // The first job can only finish once the second has started: with one thread it would wait forever.
            Future<Thread> first = jobs.submit(() -> {
                assertTrue(lastStarted.await(10, TimeUnit.SECONDS), "the second job never ran beside the first");
                return Thread.currentThread();
            });
            Future<Thread> second = jobs.submit(() -> {
                lastStarted.countDown();
                return Thread.currentThread();
            });
            Thread a = HostJobs.join(first);
            Thread b = HostJobs.join(second);
            assertNotEquals(a, b);
            assertNotEquals(Thread.currentThread(), a);
            assertTrue(a.isDaemon() && a.getName().startsWith("jamboree-bench-"), a.getName());
        }
    }

    @Test
    void aJobsFailureIsRethrownAsItWasThrown() {
        IllegalArgumentException failure = new IllegalArgumentException("bad");
        try (HostJobs jobs = new HostJobs(2)) {
            Future<Object> f = jobs.submit(() -> {
                throw failure;
            });
            assertSame(failure, assertThrows(IllegalArgumentException.class, () -> HostJobs.join(f)));
        }
    }

    @Test
    void refusesNoThreads() {
        assertThrows(IllegalArgumentException.class, () -> new HostJobs(0));
    }
}
