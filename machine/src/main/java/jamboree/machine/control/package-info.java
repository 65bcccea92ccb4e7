/**
 * The control network of the CM-5 (section 2.3): combining operations (split-phase barrier, reductions, exclusive
 * forward and backward scans, router-done) matched across nodes by their sequence number, and broadcasts, with
 * latencies that grow with the depth of the tree. Shared by the simulated, the native and the cluster machine; the
 * last two, whose nodes report to one control actor, share its decisions too ({@link
 * jamboree.machine.control.CountingControl}), with router-done and the end of a run found by counting messages.
 */
package jamboree.machine.control;
