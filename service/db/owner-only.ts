import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes a PGlite folder readable by its owner only (docs/operations.md, "Embedded database files"): the folder
 * 0700 and everything in it 0700 (folders) or 0600 (files). PGlite's file system writes its files 0666 whatever the
 * process's umask, so a folder closed to others is what keeps later files out of their reach, as PostgreSQL requires
 * of its own data directory; the existing files are narrowed too, for a copy or backup of the folder.
 */
export function restrictToOwner(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const walk = (dir: string) => {
    fs.chmodSync(dir, 0o700);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) fs.chmodSync(full, 0o600);
    }
  };
  walk(dataDir);
}
