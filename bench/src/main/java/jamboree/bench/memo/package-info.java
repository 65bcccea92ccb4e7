/**
 * Host-side memos the bench shares between the searches it runs side by side: each answer is computed once, on
 * the thread that asked for it first, without holding up questions about other keys.
 */
package jamboree.bench.memo;
