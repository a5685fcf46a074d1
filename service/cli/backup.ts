/**
 * `npm run backup [-- --out file.tar.gz]`: the embedded database folder (PGLITE_DIR, ./.data/pglite) to a file
 * (default ./.data/backups/pglite-<time>.tar.gz). `npm run restore -- file.tar.gz`: puts it back. Both refuse while
 * the server runs; on a PostgreSQL server use its own tools (docs/operations.md, "Backups").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFolder, restoreFolder } from '../db/backup';

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, restore: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dataDir = process.env.PGLITE_DIR || path.join(process.cwd(), '.data/pglite');
try {
  if (process.env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is set: back up a PostgreSQL server with pg_dump / pg_basebackup (docs/operations.md, "Backups").',
    );
  if (values.restore) {
    const file = positionals[0];
    if (!file) throw new Error('Give the backup to restore: npm run restore -- .data/backups/pglite-….tar.gz');
    const aside = await restoreFolder(dataDir, file);
    console.log(
      `Restored ${dataDir} from ${file}. The previous contents are in ${aside}; remove that folder once the restore is checked.`,
    );
  } else {
    const file =
      values.out ??
      path.join(process.cwd(), '.data/backups', `pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const bytes = await backupFolder(dataDir, file);
    console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
