// Polling for a state, shared by the scripts that drive a real server (scripts/readme-production.mjs,
// scripts/console-shutdown.mjs): no fixed sleep, a clear message naming what never happened.

/**
 * Calls `check` every 250 ms until it returns something truthy, and returns that.
 * @template T
 * @param {string} what what is awaited, for the error
 * @param {() => T | Promise<T>} check
 * @param {number} [ms] how long to wait before giving up
 * @returns {Promise<NonNullable<T>>}
 */
export async function until(what, check, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
