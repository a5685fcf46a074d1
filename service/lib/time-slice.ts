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

/** How long one short transaction of a long job (a statement import, a matching run) should hold the database. */
export const STEP_MS = 25;

/**
 * A batch size that aims each step of a long job at STEP_MS: it doubles while a step takes under half of that and
 * halves when a step takes longer, between `min` and `max`. On PGlite (the database in this process, one connection
 * every request waits on) batches stay small; on PostgreSQL they grow, and the job makes fewer round trips.
 */
export function adaptiveBatch(initial: number, min: number, max: number) {
  let size = initial;
  return {
    get size() {
      return size;
    },
    /** Runs one step of `size` and adjusts the size to its duration. */
    async step<T>(run: (size: number) => Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await run(size);
      const took = performance.now() - started;
      if (took < STEP_MS / 2) size = Math.min(max, size * 2);
      else if (took > STEP_MS) size = Math.max(min, Math.floor(size / 2));
      return result;
    },
  };
}
