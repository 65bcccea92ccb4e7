/**
 * StarTech's global distributed transposition table (thesis 6.3): the slice each node owns, with the bookkeeping of
 * deferred reads (6.4), which make a read of a position being searched wait for that search. Entries are the
 * engine's {@link jamboree.engine.search.TableWord}, replaced by the same rule as the serial table's. How a frame
 * reaches a slice (by message, or in shared memory) is the node program's {@code TableAccess}. Where a node's tables
 * come from is a {@link jamboree.scheduler.table.TableStore}: new ones, or those a finished machine gave back to a
 * {@link jamboree.scheduler.table.TableRecycler}, emptied, which spares a run of many searches the collector's copying.
 */
package jamboree.scheduler.table;
