/** The Chromium binary the tests drive (scripts/chromium.mjs). */
export function chromiumPath(): string;
