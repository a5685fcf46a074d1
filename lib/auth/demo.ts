import type { ConsoleDb } from '@/lib/db/types';
import type { Role } from './permissions';
import { createStaff, findStaffByEmail, StaffEmailTakenError } from './staff';

export const DEMO_PASSWORD = 'password';

export const DEMO_STAFF: readonly { email: string; name: string; role: Role }[] = [
  { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' },
  { email: 'support@example.com', name: 'Sam Support', role: 'support' },
  { email: 'finance@example.com', name: 'Fiona Finance', role: 'finance' },
  { email: 'viewer@example.com', name: 'Victor Viewer', role: 'viewer' },
];

/** Demo mode only: one member per role, all with the password `password`. Leaves existing rows alone. */
export async function seedDemoStaff(db: ConsoleDb): Promise<void> {
  for (const member of DEMO_STAFF) {
    if (await findStaffByEmail(db, member.email)) continue;
    try {
      await createStaff(db, { ...member, password: DEMO_PASSWORD });
    } catch (error) {
      if (!(error instanceof StaffEmailTakenError)) throw error;
    }
  }
}
