/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() and forbidden.tsx: requirePermission() answers 403 with the console's own page.
  experimental: { authInterrupts: true },
};
export default nextConfig;
