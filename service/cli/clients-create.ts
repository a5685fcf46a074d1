/**
 * `npm run clients:create -- --merchant-name "Acme" [--country USA] [--currency USD] [--name "Backend"] [--scopes "read:payments write:payments"]`
 * `npm run clients:create -- --merchant-id mer_… [--name …]`
 * Creates an API client (and the merchant when named) and prints the secret once: only its hash is stored.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { ALL_SCOPES, createClient } from '../oauth/clients';
import { createMerchant, ensureInstitutions, merchantExists } from '../seed/base';

const { values } = parseArgs({
  options: {
    'merchant-id': { type: 'string' },
    'merchant-name': { type: 'string' },
    country: { type: 'string', default: 'USA' },
    currency: { type: 'string', default: 'USD' },
    name: { type: 'string', default: 'API client' },
    scopes: { type: 'string' },
  },
});

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DIR || undefined,
}).catch((error: Error) => {
  // A folder held by the running server, a database that cannot be reached: one sentence, no stack.
  console.error(error.message);
  process.exit(1);
});
try {
  await ensureInstitutions(database.db);
  let merchantId = values['merchant-id'];
  if (merchantId) {
    if (!(await merchantExists(database.db, merchantId))) throw new Error(`No merchant ${merchantId}.`);
  } else if (values['merchant-name']) {
    merchantId = (
      await createMerchant(database.db, {
        name: values['merchant-name'],
        country: values.country,
        currency: values.currency,
      })
    ).merchantId;
    console.log(`merchant_id: ${merchantId}`);
  } else {
    throw new Error('Give --merchant-id mer_… or --merchant-name "Name" (creates the merchant).');
  }
  const scopes = values.scopes ? values.scopes.split(/[\s,]+/).filter(Boolean) : [...ALL_SCOPES];
  const unknown = scopes.filter((s) => !(ALL_SCOPES as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`Unknown scopes: ${unknown.join(', ')}. Known: ${ALL_SCOPES.join(', ')}.`);
  const { clientId, clientSecret } = await createClient(database.db, { merchantId, name: values.name, scopes });
  console.log(
    `client_id: ${clientId}\nclient_secret: ${clientSecret}\nscopes: ${scopes.join(' ')}\nThe secret is shown once; only its hash is stored.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
