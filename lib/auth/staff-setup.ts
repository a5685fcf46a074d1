import { getConsoleDb } from '@/lib/db';
import { DEMO_PASSWORD, DEMO_STAFF, seedDemoStaff } from './demo';
import { authSecret } from './secret';

export interface StaffBoot {
  /** The demo logins, when seeded (demo mode: no DATABASE_URL). */
  demoLogins: { role: string; email: string; password: string }[] | null;
}

/**
 * Fails fast without a session secret, migrates the console's tables, and in demo mode seeds one
 * staff member per role.
 */
export async function bootStaff(env: NodeJS.ProcessEnv = process.env): Promise<StaffBoot> {
  authSecret();
  const db = await getConsoleDb();
  if (env.DATABASE_URL) return { demoLogins: null };
  await seedDemoStaff(db);
  return {
    demoLogins: DEMO_STAFF.map((member) => ({ role: member.role, email: member.email, password: DEMO_PASSWORD })),
  };
}

/** The demo logins as a fixed-width table for the console output. */
export function formatLogins(logins: NonNullable<StaffBoot['demoLogins']>): string[] {
  const rows = [['role', 'email', 'password'], ...logins.map((login) => [login.role, login.email, login.password])];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) => `  | ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const rule = `  |${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)];
}
