import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { settings } from './db/schema';

/** The token signing key lives in the database so every service process on it verifies the same tokens. */
export async function loadTokenSecret(db: Db): Promise<Uint8Array> {
  const fromEnv = process.env.SERVICE_TOKEN_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insert(settings)
    .values({ key: 'token_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'token_secret'));
  return new TextEncoder().encode(row.value);
}
