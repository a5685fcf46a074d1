'use server';

import { signOut } from '@/lib/auth/config';

/** Ends the session (audited by next-auth's signOut event) and returns to the sign-in page. */
export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: '/login' });
}
