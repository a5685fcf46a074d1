import { remoteURL } from '../playwright.config';

/**
 * Runs once the web servers of playwright.config.ts have started: the console against the other deployment is
 * counted as started when Next listens (so it finishes starting beside the main console), and here its sign-in page
 * must answer before any spec runs.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.BASE_URL) return;
  const deadline = Date.now() + 300_000;
  while (!(await fetch(`${remoteURL}/login`).catch(() => null))?.ok) {
    if (Date.now() > deadline)
      throw new Error(`The console against the other deployment (${remoteURL}) never answered.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
