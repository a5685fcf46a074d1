import { isNull, sql, type SQL } from 'drizzle-orm';
import { reconStatements } from '../db/schema';

/**
 * What other requests see of a statement being imported: nothing. The import writes its statement (with
 * `importing_at` set) and its lines in short transactions, then shows them all in one (docs/reconciliation.md,
 * "Importing a statement"); every read of statements and lines goes through these two conditions.
 */
export const statementShown = () => isNull(reconStatements.importingAt);

/** The line's statement (a qualified `statement_id` column) is not being imported. */
export const lineShown = (statementId: SQL = sql.raw('"recon_lines"."statement_id"')) =>
  sql`not exists (select 1 from recon_statements s where s.id = ${statementId} and s.importing_at is not null)`;
