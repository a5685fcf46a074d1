import { defineConfig } from 'drizzle-kit';

/** The console's tables (schema `console`): `npm run db:generate` adds a migration to lib/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
  schemaFilter: ['console'],
});
