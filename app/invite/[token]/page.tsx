import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { INVITATION_CLOSED, invitationByToken } from '@/lib/auth/invitations';
import { ROLE_LABELS, isRole } from '@/lib/auth/permissions';
import { getConsoleDb } from '@/lib/db';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { AcceptInvitationForm } from '@/components/auth/accept-invitation-form';

export const metadata: Metadata = { title: 'Join Merchant Console', referrer: 'no-referrer' };


/** A staff invitation link: public (the unguessable token is the credential), used once. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await invitationByToken(await getConsoleDb(), token);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <DeviceThemeProvider nonce={nonce}>
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950">
        <div className="w-full max-w-md space-y-6">
          <h1 className="text-center text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">Join Merchant Console</h1>
          <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
            {found.state === 'open' ? (
              <>
                <p>
                  You are invited as <strong>{found.invitation.email}</strong>
                  {isRole(found.invitation.role) ? ` (${ROLE_LABELS[found.invitation.role]})` : ''}. Choose your name and a password.
                </p>
                <AcceptInvitationForm token={token} />
              </>
            ) : (
              <p role="alert" data-testid="invitation-closed">
                {INVITATION_CLOSED[found.state]}
              </p>
            )}
          </div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
