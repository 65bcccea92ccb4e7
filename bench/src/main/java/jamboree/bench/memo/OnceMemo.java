package jamboree.bench.memo;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

/**
 * A bounded memo, safe to share between threads, that computes each key's value once. Other threads asking for
 * the same key meanwhile wait for that one computation; threads asking for other keys are not held up.
 *
 * <p>Caffeine's own {@code get(key, function)} runs the function inside the map's atomic compute, which may block
 * writers of unrelated keys that share a hash bin for as long as the function runs: harmless for a quick lookup,
 * not for a search that takes seconds. Here the map only ever holds a placeholder while the value is computed
 * outside it. A computation that fails is forgotten, so that the next request tries again.
 *
 * @param <K> the key, with value equality
 * @param <V> the value
 */
public final class OnceMemo<K, V> {

    private final Cache<K, CompletableFuture<V>> answers;

    /**
     * @param maximumSize how many answers to keep; Caffeine chooses which to drop beyond it. Keep it well above the
     *                    number of keys a run asks for, or a dropped key is computed again
     */
    public OnceMemo(long maximumSize) {
        this.answers = Caffeine.newBuilder().maximumSize(maximumSize).build();
    }

    /** The value of {@code key}, computed by {@code compute} on this thread unless another has done or is doing it. */
    public V get(K key, Function<? super K, ? extends V> compute) {
        CompletableFuture<V> mine = new CompletableFuture<>();
        CompletableFuture<V> answer = answers.asMap().putIfAbsent(key, mine);
        if (answer == null) {
            try {
                mine.complete(compute.apply(key));
            } catch (RuntimeException | Error e) {
                answers.asMap().remove(key, mine);
                mine.completeExceptionally(e);
                throw e;
            }
            answer = mine;
        }
        try {
            return answer.join();
        } catch (CompletionException e) {
            throw rethrown(e.getCause());
        }
    }

    private static RuntimeException rethrown(Throwable cause) {
        if (cause instanceof RuntimeException r) {
            return r;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new CompletionException(cause);
    }
}
