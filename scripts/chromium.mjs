// Which Chromium the tests drive: Debian's packages, never a browser downloaded by Playwright.
// `chromium-headless-shell` (Debian's build of the headless shell Playwright itself uses for headless runs) costs
// about a third of the CPU of the full browser per new context and page on the 2-core machine (docs/engineering.md),
// so the suite prefers it; the full `chromium` works too. CHROMIUM_PATH overrides both.
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** @returns {string} */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((file) => fs.existsSync(file)) ?? CANDIDATES[1];
}
