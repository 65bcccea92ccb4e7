package jamboree.bench.run;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.ExecutionException;

/**
 * Runs the bench's independent jobs on a bounded number of host threads, within a budget of heap. Each job has a
 * size (the heap its machine needs, {@link HostShare#weight}); a free thread starts the first job, in the order
 * submitted, whose size still fits beside the jobs under way, so that two of the largest machines do not fill the heap
 * together while a smaller job can run beside one of them. A job larger than the whole budget runs alone.
 *
 * <p>The caller keeps the futures in the order it submitted them and joins them in that order, so what it assembles
 * does not depend on which job finished first. With one thread nothing is handed over: each job runs on the caller's
 * thread when it is submitted, and a failure is thrown there and then, exactly as a plain loop would; a
 * {@link #detached} pool, for callers that must not block, runs every job on a thread of its own.
 */
public final class HostJobs implements AutoCloseable {

    private record Job<T>(Callable<T> work, long size, CompletableFuture<T> result) {
    }

    private final int threads;
    private final long budget;
    /** Whether one thread means the caller's own (the bench's loop), or a thread of the pool's (a member's runner). */
    private final boolean inline;
    private final List<Job<?>> pending = new ArrayList<>();
    private final List<Thread> workers = new ArrayList<>();
    private long inUse;
    private int running;
    private boolean closed;

    /**
     * @param threads jobs at the same time, at least 1
     * @param budget  the most that the sizes of jobs running at the same time may add up to
     */
    HostJobs(int threads, long budget) {
        this(threads, budget, true);
    }

    /**
     * Jobs that always run on the pool's own threads, even with one thread: for a caller that must not block, such as
     * an actor that hands a cluster member's searches to its host threads.
     */
    public static HostJobs detached(int threads, long budget) {
        return new HostJobs(threads, budget, false);
    }

    private HostJobs(int threads, long budget, boolean inline) {
        if (threads < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, got " + threads);
        }
        if (budget < 1) {
            throw new IllegalArgumentException("the budget must be at least 1, got " + budget);
        }
        this.threads = threads;
        this.budget = budget;
        this.inline = inline;
    }

    /** Submits a job of {@code size}. */
    public <T> Future<T> submit(Callable<T> work, long size) {
        if (threads == 1 && inline) {
            try {
                return CompletableFuture.completedFuture(work.call());
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        Job<T> job = new Job<>(work, Math.max(1, size), new CompletableFuture<>());
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("the bench's jobs are closed");
            }
            pending.add(job);
            if (workers.size() < threads) {
                Thread t = new Thread(this::work, "jamboree-bench-" + (workers.size() + 1));
                t.setDaemon(true);
                workers.add(t);
                t.start();
            }
            notifyAll();
        }
        return job.result();
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
    public synchronized void close() {
        closed = true;
        for (Job<?> job : pending) {
            job.result().cancel(false);
        }
        pending.clear();
        notifyAll();
    }

    private void work() {
        while (true) {
            Job<?> job;
            synchronized (this) {
                job = next();
                while (job == null && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                    job = next();
                }
                if (job == null) {
                    return;
                }
                inUse += job.size();
                running++;
            }
            run(job);
            synchronized (this) {
                inUse -= job.size();
                running--;
                notifyAll();
            }
        }
    }

    /** Takes the first pending job that fits beside those running (any job when none runs), or null. */
    private Job<?> next() {
        for (Iterator<Job<?>> it = pending.iterator(); it.hasNext(); ) {
            Job<?> job = it.next();
            if (running == 0 || inUse + job.size() <= budget) {
                it.remove();
                return job;
            }
        }
        return null;
    }

    private static <T> void run(Job<T> job) {
        try {
            job.result().complete(job.work().call());
        } catch (Throwable t) {
            job.result().completeExceptionally(t);
        }
    }
}
