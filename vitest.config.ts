import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'lib/test/server-only-stub.ts'),
};

/** Not unit tests: the API, resilience and browser suites, and builds. */
const NOT_UNIT = ['**/*.api.test.ts', '**/*.resilience.test.ts', 'node_modules/**', 'e2e/**', '.next/**', '.next-*/**'];

/** Unit test files that replace modules with vi.mock: they run isolated (project unit-isolated), after fresh imports. */
const MOCKS_MODULES = [
  'lib/auth/guards.test.ts',
  // Each mocks shared modules (the session, the console database, headers, the API client) with its own state, which
  // another file's cached modules must not see.
  'lib/actions/staff/invite.test.ts',
  'lib/actions/staff/act-on-member.test.ts',
  'lib/actions/ceilings.test.ts',
  'lib/actions/approvals/linked.test.ts',
  'lib/actions/approvals/held-power.test.ts',
  'lib/auth/escalation.test.ts',
  'lib/actions/access/update-networks.test.ts',
  'lib/actions/reconciliation/decisions.test.ts',
  'lib/export/response.test.ts',
  'lib/transactions/data.test.ts',
  'lib/reports/download.test.ts',
  'lib/actions/developers/api-key-power.test.ts',
  'lib/actions/define.test.ts',
  'lib/actions/preferences/preferences.test.ts',
  'lib/actions/staff/invalid-forms.test.ts',
];

// Every embedded database a test opens (in a worker, in globalSetup, in a service process a test starts) has a 16MB
// buffer pool instead of PostgreSQL's 128MB: a start from a dump 2.3 → 1.3 CPU-s (service/db/pglite-settings.ts).
process.env.PGLITE_SHARED_BUFFERS ??= '16MB';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: [...NOT_UNIT, ...MOCKS_MODULES],
          environment: 'node',
          // Some console tests open an embedded database in beforeAll: generous on a loaded 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A worker runs file after file without loading the modules again for each (the suite in half the
          // time); a file that replaces modules (vi.mock) needs its own fresh modules: MOCKS_MODULES below.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: MOCKS_MODULES,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['service/**/*.api.test.ts'],
          setupFiles: ['service/test/no-overlapping-queries.ts'],
          // One migrated database per run; each test file starts from a copy of it.
          globalSetup: ['service/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker runs file after file without loading the service's modules again for each (about 3 s of
          // imports a file, a third of the suite's time): every file builds its own service and database through
          // startTestService(), so no state is carried between files (docs/engineering.md).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // npm run test:resilience: real service processes, killed and restarted (resilience/).
          name: 'resilience',
          include: ['resilience/**/*.resilience.test.ts'],
          // The service bundled once and a migrated database to copy (resilience/global-setup.ts).
          globalSetup: ['resilience/global-setup.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
          // One worker runs file after file without loading the modules again for each (the suites' checks open the
          // data in the worker through service/db/client: about 3 s of imports a file); each file starts its own
          // services on a database of its own (freshEngine), so no state is carried between files.
          isolate: false,
        },
      },
    ],
  },
});
