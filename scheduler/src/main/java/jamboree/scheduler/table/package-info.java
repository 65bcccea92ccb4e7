/**
 * StarTech's global distributed transposition table (thesis 6.3): each node owns a slice; reads are a
 * request/reply pair, updates one message whose handler does the read-modify-write at the owner; and the
 * bookkeeping of deferred reads (6.4), which make a read of a position being searched wait for that search.
 */
package jamboree.scheduler.table;
