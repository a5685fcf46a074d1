import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'lib/test/server-only-stub.ts'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: [
            '**/*.api.test.ts',
            '**/*.resilience.test.ts',
            'node_modules/**',
            'e2e/**',
            '.next/**',
            '.next-*/**',
          ],
          environment: 'node',
          // Some console tests open an embedded database in beforeAll: generous on a loaded 2-core machine.
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
        },
      },
      {
        resolve: { alias },
        test: {
          // npm run test:resilience: real service processes, killed and restarted (resilience/).
          name: 'resilience',
          include: ['resilience/**/*.resilience.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
