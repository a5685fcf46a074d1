import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export class MissingAuthSecretError extends Error {
  constructor() {
    super(
      'AUTH_SECRET is not set. It signs and encrypts staff sessions and is required when DATABASE_URL is set. ' +
        'Generate one with `openssl rand -base64 33` and set it in the environment of every console process.',
    );
    this.name = 'MissingAuthSecretError';
  }
}

const MIN_SECRET_LENGTH = 32;

/**
 * The session secret: AUTH_SECRET, or in demo mode (no DATABASE_URL) a random one generated once
 * into ./.data/auth-secret and reused, so sessions survive restarts without any setup.
 */
export function resolveAuthSecret(
  env: NodeJS.ProcessEnv = process.env,
  dataDir = path.join(process.cwd(), '.data'),
): string {
  const fromEnv = env.AUTH_SECRET || env.NEXTAUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH)
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    return fromEnv;
  }
  if (env.DATABASE_URL) throw new MissingAuthSecretError();
  const file = path.join(dataDir, 'auth-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // `wx`: if another process wrote it first, keep theirs.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}

let cached: string | undefined;

/** resolveAuthSecret() once per process. */
export function authSecret(): string {
  cached ??= resolveAuthSecret();
  return cached;
}

/** Secure (`__Secure-`) cookies when the console is served over https; plain ones on http://localhost. */
export function secureCookiesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const origin = env.AUTH_URL || env.NEXTAUTH_URL || env.PUBLIC_URL || '';
  return origin.startsWith('https://');
}
