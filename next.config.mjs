/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  poweredByHeader: false,
  typedRoutes: false,
};
export default nextConfig;
