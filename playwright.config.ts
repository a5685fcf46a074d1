import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = process.env.BASE_URL || `http://localhost:${port}`;
/** A second console instance talking to e2e/quirks/server.ts (another deployment with every quirk). */
const quirksPort = Number(process.env.E2E_QUIRKS_PORT || port + 101);
const remotePort = Number(process.env.E2E_REMOTE_PORT || port + 100);
export const REMOTE_AUTH_SECRET = 'e2e-remote-session-secret-7f3a9c1d5b2e8f4a6c0d';
export const remoteURL = process.env.REMOTE_BASE_URL || `http://localhost:${remotePort}`;
/** The console mails invitations here; e2e/invitations.spec.ts listens on it (lib/test/smtp-server.ts) while it needs to. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || port + 102);
/** e2e/sso.spec.ts starts its OpenID Connect provider (lib/test/certified-oidc-provider.ts) here while it needs it. */
export const OIDC = {
  port: Number(process.env.E2E_OIDC_PORT || port + 103),
  path: '/idp',
  clientId: 'e2e-console',
  clientSecret: 'e2e-oidc-client-secret',
  name: 'Test IdP',
};

/**
 * The sandbox processor of the e2e console moves money in about two seconds instead of fifteen (the production
 * delays are 5 s pending and 10 s processing: docs/sandbox.md), and a failed webhook is tried again after half a
 * second instead of five; specs poll for the state they wait for.
 */
const FAST_SANDBOX = {
  PROCESSOR_INTERVAL_SECONDS: '0.25',
  PROCESSOR_PENDING_SECONDS: '1',
  PROCESSOR_PROCESSING_SECONDS: '1',
  WEBHOOK_INTERVAL_SECONDS: '0.25',
  WEBHOOK_RETRY_BASE_SECONDS: '0.5',
  // A payment ending in 66/67 is disputed/returned this long after it succeeds; a submitted case is decided this
  // long after (docs/disputes.md): seconds, so e2e/disputes.spec.ts polls instead of waiting a minute.
  PROCESSOR_DISPUTE_SECONDS: '2',
  PROCESSOR_CASE_REVIEW_SECONDS: '2',
};
/**
 * The e2e databases are throwaway folders: no fsync per write (PGLITE_FSYNC, service/db/client.ts). The servers
 * log warnings and errors only: a request line for each of the run's tens of thousands of API calls would cost
 * CPU and bury the report (LOG_LEVEL, docs/operations.md).
 */
const THROWAWAY_DATA = { PGLITE_FSYNC: 'off', LOG_LEVEL: 'warn' };

/** Sources of the console build (`next build`); a build older than any of them is rebuilt. */
const BUILD_INPUTS = [
  'app',
  'components',
  'core',
  'lib',
  'service',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/**
 * A production build that is newer than every source can be started as it is: `npm test` builds in its own
 * step (scripts/test.mjs, beside the API tests) and the web server only starts it. Run on its own,
 * `npx playwright test` builds first when there is no build or the sources changed since.
 */
function buildIsCurrent(): boolean {
  const buildId = fs.statSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), { throwIfNoEntry: false });
  return !!buildId && BUILD_INPUTS.every((entry) => newestMtime(entry) < buildId.mtimeMs);
}
const nextBuild = buildIsCurrent() ? '' : 'node node_modules/next/dist/bin/next build && ';

/**
 * `next start` keeping an idle connection 65 s, as `npm start` does (scripts/start.mjs): with Node's 5 s, a spec's API
 * poll now and then went out on a connection the server was closing, and failed with ECONNRESET.
 */
const nextStart = 'node node_modules/next/dist/bin/next start --keepAliveTimeout 65000';

/** End-to-end specs in Debian's Chromium against the built console + embedded API on a fresh PGlite folder. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Four on the two cores: a worker waits on the console's server, the sandbox's delays and its own requests much of
  // the time (a full run used ~750 CPU-seconds of the ~1,300 three workers' 646 s offered), so fewer left the cores
  // idle (docs/engineering.md). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 4,
  // On CI (`.ci/run` sets CI) a failed test runs once more: a test that passes then is reported as flaky, with the
  // first attempt's error, by the list reporter and at the end of `npm test` (scripts/test.mjs), not hidden; one that
  // fails twice fails the run (docs/engineering.md, "Playwright").
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // E2E_JSON_REPORT (set by `npm test`): a JSON report too, from which the run's end names each failed test.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  // The end of the report names the files whose tests took longest (worker time): where the suite's time goes.
  reportSlowTests: { max: 12, threshold: 30_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (DOM snapshots, network, console); no screenshot per action is recorded for
    // every test, the failure's own screenshot is enough. E2E_TRACE=off records none (`npm test` does: recording
    // one for every test cost about an eighth of the suite's CPU, scripts/test.mjs).
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          // Another deployment of the API: spec-shaped responses with every quirk, no extensions.
          command: `node --import tsx e2e/quirks/server.ts ${quirksPort}`,
          url: `http://127.0.0.1:${quirksPort}/api/v1/payments/list`,
          timeout: 60_000,
          reuseExistingServer: false,
          ignoreHTTPSErrors: true,
        },
        {
          // The same console build pointed at that other deployment over HTTP. Playwright starts web servers one after
          // the other: this one counts as started once Next listens, so it finishes starting (its own console
          // database) while the console below starts; e2e/global-setup.ts waits for its sign-in page to answer.
          command: `rm -rf .data/e2e-remote-pglite-${port} && ${nextBuild}${nextStart} -p ${remotePort}`,
          wait: { stdout: /Ready in/ },
          // It builds first when the build is not current (nextBuild above).
          timeout: 900_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: {
            PGLITE_DIR: `.data/e2e-remote-pglite-${port}`,
            ...THROWAWAY_DATA,
            PUBLIC_URL: remoteURL,
            PORT: String(remotePort),
            MERCHANT_API_BASE_URL: `http://127.0.0.1:${quirksPort}/api/v1`,
            MERCHANT_API_CLIENT_ID: 'quirky-client',
            MERCHANT_API_CLIENT_SECRET: 'quirky-secret',
            BACKGROUND_WORK: 'off',
            DEMO_SEED: 'off',
            // A known session secret, so e2e/security-crawl.spec.ts can prove it never reaches a browser.
            AUTH_SECRET: REMOTE_AUTH_SECRET,
          },
        },
        {
          // The console with the embedded API, on a fresh embedded database (demo data seeded at boot).
          command: `rm -rf .data/e2e-pglite-${port} && ${nextStart} -p ${port}`,
          url: `${baseURL}/login`,
          timeout: 900_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: {
            PGLITE_DIR: `.data/e2e-pglite-${port}`,
            PUBLIC_URL: baseURL,
            PORT: String(port),
            E2E: '1',
            SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
            OIDC_ISSUER: `http://127.0.0.1:${OIDC.port}${OIDC.path}`,
            OIDC_CLIENT_ID: OIDC.clientId,
            OIDC_CLIENT_SECRET: OIDC.clientSecret,
            OIDC_NAME: OIDC.name,
            ...FAST_SANDBOX,
            ...THROWAWAY_DATA,
          },
        },
      ],
});
