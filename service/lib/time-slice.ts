/** Milliseconds of CPU a long synchronous job may keep the event loop before handing it back (`timeSlice`). */
export const SLICE_MS = 10;

/**
 * A pause point for long synchronous work (parsing a statement, matching it): resolves at once while the current
 * slice lasts (SLICE_MS), and only after the event loop has run (setImmediate: pending I/O and timers first) once it
 * is spent, so other requests wait at most about a slice behind the job. Calling it often costs a clock read.
 */
export function timeSlice(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
