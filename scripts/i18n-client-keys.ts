import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientKeys } from '../lib/i18n/client-keys';
import { en } from '../lib/i18n/en';

/**
 * Writes lib/i18n/client-keys.json: the messages each page's client components use (lib/i18n/client-keys.ts).
 * Run after adding a client component or a key to one (`npm run i18n:keys`); lib/i18n/client-keys.test.ts fails
 * while the file is out of date.
 */
const root = path.resolve(import.meta.dirname, '..');
const { dynamic, ...found } = clientKeys(root, Object.keys(en));
if (dynamic.length > 0) {
  console.error(`Client keys with no fixed head (give the key a literal prefix):\n${dynamic.join('\n')}`);
  process.exit(1);
}
writeFileSync(path.join(root, 'lib/i18n/client-keys.json'), `${JSON.stringify(found, null, 1)}\n`);
console.log(`lib/i18n/client-keys.json: ${Object.keys(found.pages).length} pages`);
