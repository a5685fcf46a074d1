import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getPreferences, requirePermission } from '@/lib/auth';
import { loadRoleOptions, loadStaffDirectory } from '@/lib/staff/data';
import { formatDateTime } from '@/lib/format';
import { Badge, buttonClasses, PageHeader, Table, TableCaption, TBody, Td, Th, THead, Tr } from '@/components/ui';
import { RoleBadge } from '@/components/shell/role-badge';
import { AccessControl, ResetPasswordControl, RoleControl } from '@/components/staff/staff-controls';
import { CreateStaffDialog } from '@/components/staff/create-staff-dialog';
import { ResetTwoFactorControl, TwoFactorPolicyForm } from '@/components/staff/two-factor-controls';
import { InviteStaffForm, RevokeInvitationControl } from '@/components/staff/invite-controls';
import { EndStaffSessionsControl } from '@/components/staff/session-controls';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: `${t('nav.staff')} · ${t('settings.title')} · Merchant Console` };
}

async function StaffPage() {
  const session = await requirePermission('staff:manage');
  const [{ timeZone }, { members, policy, invitations, roleNames }, roles, t] = await Promise.all([
    getPreferences(),
    loadStaffDirectory(),
    loadRoleOptions(session.user.access),
    getT(),
  ]);

  return (
    <div className="mx-auto max-w-6xl">
      <nav aria-label={t('nav.breadcrumb')} className="mb-2 text-sm text-slate-500 dark:text-slate-400">
        <Link href="/settings" className="hover:underline">
          {t('settings.title')}
        </Link>{' '}
        / {t('nav.staff')}
      </nav>
      <PageHeader
        title={t('nav.staff')}
        description={t('staff.description')}
        actions={
          <span className="flex flex-wrap gap-2">
            <Link href="/settings/staff/roles" className={buttonClasses({ variant: 'secondary' })}>
              {t('roles.manageRoles')}
            </Link>
            <CreateStaffDialog roles={roles} />
          </span>
        }
      />
      <Table label={t('staff.members')}>
        <TableCaption>{t('staff.caption', { count: members.length })}</TableCaption>
        <THead>
          <Tr>
            <Th>{t('staff.member')}</Th>
            <Th>{t('settings.role')}</Th>
            <Th>{t('common.status')}</Th>
            <Th>{t('staff.twoFactor')}</Th>
            <Th>{t('staff.lastSignIn', { zone: timeZone })}</Th>
            <Th>
              <span className="sr-only">{t('staff.access')}</span>
            </Th>
          </Tr>
        </THead>
        <TBody>
          {members.map((member) => {
            const self = member.id === session.user.id;
            return (
              <Tr key={member.id} data-testid={`staff-row-${member.email}`}>
                <Td className="min-w-48">
                  <p className="font-medium text-slate-900 dark:text-slate-100">
                    {member.name}
                    {self ? (
                      <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                        {t('staff.you')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs break-all text-slate-500 dark:text-slate-400">{member.email}</p>
                </Td>
                <Td>
                  {self ? (
                    <RoleBadge role={member.role} name={roleNames.get(member.role)} />
                  ) : (
                    <RoleControl id={member.id} name={member.name} role={member.role} roles={roles} />
                  )}
                </Td>
                <Td>
                  {member.disabled ? (
                    <Badge tone="danger">{t('staff.disabled')}</Badge>
                  ) : (
                    <Badge tone="success">{t('staff.active')}</Badge>
                  )}
                </Td>
                <Td className="whitespace-nowrap" data-testid="two-factor-cell">
                  {member.totpEnabledAt ? (
                    <Badge tone="success">{t('staff.on')}</Badge>
                  ) : (
                    <Badge>{t('staff.off')}</Badge>
                  )}
                  {member.totpEnabledAt && !self ? (
                    <span className="ml-2">
                      <ResetTwoFactorControl id={member.id} name={member.name} />
                    </span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">
                  {member.lastSignInAt ? formatDateTime(member.lastSignInAt, timeZone) : t('staff.never')}
                </Td>
                <Td className="text-right">
                  {self ? null : (
                    <span className="inline-flex flex-wrap justify-end gap-2">
                      {member.disabled ? null : <EndStaffSessionsControl id={member.id} name={member.name} />}
                      {member.disabled ? null : <ResetPasswordControl id={member.id} name={member.name} />}
                      <AccessControl id={member.id} name={member.name} disabled={member.disabled} />
                    </span>
                  )}
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{t('staff.invitations')}</CardTitle>
          <CardDescription>{t('staff.invitationsDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <InviteStaffForm roles={roles} />
          {invitations.length ? (
            <Table label={t('staff.pendingInvitations')}>
              <THead>
                <Tr>
                  <Th>{t('common.email')}</Th>
                  <Th>{t('settings.role')}</Th>
                  <Th>{t('staff.expires', { zone: timeZone })}</Th>
                  <Th />
                </Tr>
              </THead>
              <TBody>
                {invitations.map((i) => (
                  <Tr key={i.id} data-testid={`invitation-${i.email}`}>
                    <Td className="break-all">{i.email}</Td>
                    <Td>
                      <RoleBadge role={i.role} name={roleNames.get(i.role)} />
                    </Td>
                    <Td className="whitespace-nowrap">{formatDateTime(i.expiresAt, timeZone)}</Td>
                    <Td className="text-right">
                      <RevokeInvitationControl id={i.id} email={i.email} />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{t('twoFactor.title')}</CardTitle>
          <CardDescription>{t('staff.twoFactorDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorPolicyForm require={policy.require} roles={policy.roles} options={roles} />
        </CardContent>
      </Card>
    </div>
  );
}

export default withPageMessages('(console)/settings/staff', StaffPage);
