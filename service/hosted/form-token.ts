import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

/**
 * The per-page token of a hosted form: an HMAC of the page (connect or checkout), the link and the
 * time it was issued, so a form posted from anywhere but a page we rendered for that very link is
 * refused (on top of the Origin check Next.js makes for server actions). Valid for FORM_TOKEN_TTL_MS.
 */
export const FORM_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export type FormPurpose = 'connect' | 'checkout';

/** The key lives in the database so every service process issues and accepts the same tokens. */
async function formKey(db: DbOrTx): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: 'hosted_form_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'hosted_form_key'));
  return Buffer.from(row.value, 'base64url');
}

const mac = (key: Buffer, purpose: FormPurpose, linkId: string, issuedAt: number) =>
  createHmac('sha256', key).update(`${purpose}|${linkId}|${issuedAt}`).digest('base64url');

export async function issueFormToken(db: DbOrTx, purpose: FormPurpose, linkId: string, now: Date): Promise<string> {
  const issuedAt = now.getTime();
  return `${issuedAt}.${mac(await formKey(db), purpose, linkId, issuedAt)}`;
}

export async function verifyFormToken(
  db: DbOrTx,
  purpose: FormPurpose,
  linkId: string,
  token: unknown,
  now: Date,
): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = now.getTime() - issuedAt;
  if (age < -60_000 || age > FORM_TOKEN_TTL_MS) return false;
  const expected = Buffer.from(mac(await formKey(db), purpose, linkId, issuedAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
