import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = process.env.BASE_URL || `http://localhost:${port}`;

/** End-to-end specs in Debian's Chromium against the built console + embedded API on a fresh PGlite folder. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `rm -rf .data/e2e-pglite && node node_modules/next/dist/bin/next build && node node_modules/next/dist/bin/next start -p ${port}`,
        url: `${baseURL}/login`,
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: { PGLITE_DIR: '.data/e2e-pglite', PUBLIC_URL: baseURL, PORT: String(port), E2E: '1' },
      },
});
