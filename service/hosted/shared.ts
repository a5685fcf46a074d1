import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { institutions, merchants } from '../db/schema';
import { Problem } from '../lib/problems';
import type { Clock } from '../lib/clock';
import type { InstitutionChoice } from './account-form';
import type { HostedRateLimiter } from './rate-limit';

export interface HostedDeps {
  db: Db;
  clock: Clock;
  limiter: HostedRateLimiter;
  /** SERVICE_NAME, named in consent texts. */
  serviceName: string;
}

export type HostedLanguage = 'en_US' | 'es_CO';

/** Why a hosted page cannot be used: shown to the end user as a clear error page. */
export type LinkProblem = 'not_found' | 'expired' | 'completed';

/** What every submission carries besides its fields. */
export interface SubmitContext {
  formToken: unknown;
  /** The client's IP, for the rate limit. */
  ip: string;
}

export type GuardFailure = { status: 'rate_limited'; retryAfterSeconds: number } | { status: 'forbidden' };

export const languageOf = (value: string | null | undefined): HostedLanguage => (value === 'es_CO' ? 'es_CO' : 'en_US');

/** Link tokens are base64url of 192 bits; anything else is not worth a query. */
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,64}$/.test(token);

export async function merchantName(db: DbOrTx, merchantId: string): Promise<string> {
  const [row] = await db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId));
  return row?.name ?? '';
}

export async function institutionChoices(db: DbOrTx): Promise<InstitutionChoice[]> {
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      country: institutions.country,
      requiresValidation: institutions.requiresValidation,
    })
    .from(institutions)
    .orderBy(asc(institutions.country), asc(institutions.name));
}

/** The API error a domain function threw for an account that is already connected, as a form error. */
export function isAlreadyConnected(error: unknown): boolean {
  return error instanceof Problem && error.code === 'account_already_connected';
}

export const endUserDisplayName = (u: {
  firstName: string | null;
  lastName: string | null;
  organization: string | null;
}) => u.organization ?? [u.firstName, u.lastName].filter(Boolean).join(' ');
