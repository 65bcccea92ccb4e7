/**
 * The control network of the CM-5 (section 2.3): combining operations (split-phase barrier, reductions, exclusive
 * forward and backward scans, router-done) matched across nodes by their sequence number, and broadcasts, with
 * latencies that grow with the depth of the tree. Shared by the simulated and the native machine.
 */
package jamboree.machine.control;
