'use server';

import { signOut } from '@/lib/auth/config';
import { openAction } from '@/lib/actions/open';

/** Ends the session (audited by next-auth's signOut event) and returns to the sign-in page. */
export const signOutAction = openAction('ends only the caller’s own session', async (): Promise<void> => {
  await signOut({ redirectTo: '/login' });
});
