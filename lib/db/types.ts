import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any drizzle PostgreSQL database: the service's handle (PGlite or node-postgres) or a test's.
 * The console's queries use only the query builder with their own tables, never `db.query.*`,
 * so they do not depend on the service's schema type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ConsoleDb = PgDatabase<PgQueryResultHKT, any>;
