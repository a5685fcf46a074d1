import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { INVITATION_HOURS } from '@/lib/auth/invitations';
import { roleLabel } from '@/lib/auth/role-label';
import { loadInvitation } from '@/lib/staff/data';
import { DeviceThemeProvider } from '@/components/shell/theme';
import { AcceptInvitationForm } from '@/components/sign-in/accept-invitation-form';
import { MemberI18nProvider } from '@/components/i18n/member-provider';
import { rich } from '@/lib/i18n/rich';
import { getT } from '@/lib/auth/translator';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('invite.join'), referrer: 'no-referrer' };
}

/** A staff invitation link: public (the unguessable token is the credential), used once. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { found, roleNames } = await loadInvitation(token);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  // Signed out, so English unless a language can be known (getT() answers English).
  const t = await getT();
  return (
    <DeviceThemeProvider nonce={nonce}>
      <main
        lang={t.language}
        className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
      >
        <div className="w-full max-w-md space-y-6">
          <h1 className="text-center text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
            {t('invite.join')}
          </h1>
          <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
            {found.state === 'open' ? (
              <>
                <p>
                  {rich(t('invite.invitedAsRole'), {
                    email: <strong>{found.invitation.email}</strong>,
                    role: roleLabel(t, found.invitation.role, roleNames),
                  })}
                </p>
                <MemberI18nProvider page="invite/[token]">
                  <AcceptInvitationForm token={token} />
                </MemberI18nProvider>
              </>
            ) : (
              <p role="alert" data-testid="invitation-closed">
                {t(`invite.closed.${found.state}`, { hours: INVITATION_HOURS })}
              </p>
            )}
          </div>
        </div>
      </main>
    </DeviceThemeProvider>
  );
}
