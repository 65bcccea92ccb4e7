/**
 * The CM-5 model: processing-node actors, the data network, the control network (split-phase barrier,
 * broadcast, reductions, scans), the cycle-charging cost model and the virtual clock; and a native machine that
 * implements the same node API on real threads and the wall clock.
 */
package jamboree.machine;
