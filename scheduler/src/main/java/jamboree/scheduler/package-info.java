/**
 * StarTech's runtime as a program for the machine's node API: posting and stealing Jamboree frames, the global
 * throttle, the abort protocol, the global distributed transposition table, and the measurement of T, W and C.
 */
package jamboree.scheduler;
