package jamboree.bench.run;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the bench's independent jobs on a bounded number of host threads. The caller keeps the futures in the order
 * it submitted them and joins them in that order, so what it assembles does not depend on which job finished
 * first. With one thread nothing is handed over: each job runs on the caller's thread when it is submitted, and a
 * failure is thrown there and then, exactly as a plain loop would.
 */
final class HostJobs implements AutoCloseable {

    private final int threads;
    private final ExecutorService pool;

    HostJobs(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, got " + threads);
        }
        this.threads = threads;
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, daemons());
    }

    int threads() {
        return threads;
    }

    <T> Future<T> submit(Callable<T> job) {
        if (pool != null) {
            return pool.submit(job);
        }
        try {
            return CompletableFuture.completedFuture(job.call());
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The job's result, waiting for it; its failure is rethrown as it was thrown. */
    static <T> T join(Future<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a bench job", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Drops the jobs not started yet; those under way finish on their daemon threads, and nobody reads them. */
    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    private static ThreadFactory daemons() {
        AtomicInteger count = new AtomicInteger();
        return job -> {
            Thread t = new Thread(job, "jamboree-bench-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
