/** The statement import's form: a file of up to 30 MiB and its fields (core/statement-limits.ts). */
const STATEMENT_ACTION_LIMIT = 32 * 1024 * 1024;

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  poweredByHeader: false,
  // NEXT_SOURCE_MAPS=1: browser source maps, to see what each chunk carries (docs/performance.md).
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
  // A separate build folder lets several builds (e.g. parallel e2e runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  // npm test type-checks in its own step (tsc --noEmit), then builds with NEXT_SKIP_TYPECHECK=1 (scripts/test.mjs).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // forbidden() and forbidden.tsx: requirePermission() answers 403 with the console's own page.
  // NEXT_BUILD_CACHE=off: no Turbopack cache written for a later build (`npm test` on CI builds once from a fresh clone,
  // where writing the cache took 23 of the build's 100 s: docs/engineering.md).
  // A bank statement reaches the import action as a file of up to 30 MiB (core/statement-limits.ts): the action and
  // the proxy in front of it read up to 32 MiB (the file and the form around it) instead of 1 MB and 10 MB.
  experimental: {
    authInterrupts: true,
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    serverActions: { bodySizeLimit: STATEMENT_ACTION_LIMIT },
    proxyClientMaxBodySize: STATEMENT_ACTION_LIMIT,
  },
};
export default nextConfig;
