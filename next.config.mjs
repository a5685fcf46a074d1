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
  experimental: { authInterrupts: true, turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
};
export default nextConfig;
