import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { can, getPreferences, requirePermission } from '@/lib/auth';
import { LANGUAGES } from '@/lib/auth/staff';
import { isRole } from '@/lib/auth/permissions';
import { formatDateTime } from '@/lib/format';
import { timeZones } from '@/lib/format/time-zones';
import { BusinessDayForm } from '@/components/reports/schedule-forms';
import { daysLabel } from '@/components/reports/report-view';
import { loadBusinessDay } from '@/lib/reports/data';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { buttonClasses, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@/components/ui';
import { RoleBadge } from '@/components/shell/role-badge';
import { getT } from '@/lib/auth/translator';
import { PreferencesForm } from '@/components/preferences/preferences-form';
import { ChangePasswordForm } from '@/components/sign-in/change-password-form';
import { EndSessionControl } from '@/components/staff/session-controls';
import { describeDevice } from '@/lib/auth/session-store';
import { loadActiveSessions } from '@/lib/staff/data';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: `${t('settings.title')} · Merchant Console` };
}

async function SettingsPage() {
  const session = await requirePermission('read');
  const manageDay = can(session.user.access, 'reports:manage');
  const [preferences, t, sessions, businessDay] = await Promise.all([
    getPreferences(),
    getT(),
    loadActiveSessions(session.user.id),
    manageDay ? loadBusinessDay() : null,
  ]);
  const { user } = session;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.account')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-slate-500 dark:text-slate-400">{t('common.name')}</dt>
            <dd className="font-medium">{user.name}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('common.email')}</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('settings.role')}</dt>
            <dd className="space-y-1">
              <RoleBadge role={user.role} name={user.access.name} />
              {isRole(user.role) ? (
                <p className="text-slate-500 dark:text-slate-400">{t(`staff.roleDescription.${user.role}`)}</p>
              ) : null}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('settings.signedIn')}</dt>
            <dd>{formatDateTime(new Date(session.signedInAt * 1000), preferences.timeZone)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('settings.sessionEnds')}</dt>
            <dd>{formatDateTime(session.expires, preferences.timeZone)}</dd>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.preferences')}</CardTitle>
          <CardDescription>{t('settings.preferencesDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PreferencesForm
            preferences={preferences}
            timeZones={timeZones()}
            languages={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
          />
        </CardContent>
      </Card>

      {businessDay ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('reports.businessDaySetting')}</CardTitle>
            <CardDescription>
              {t('reports.businessDayDescription')}{' '}
              <strong data-testid="business-days">{daysLabel(t, businessDay)}</strong>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <BusinessDayForm
              timeZone={businessDay.timeZone}
              cutoff={businessDay.cutoff}
              timeZones={timeZones()}
              initialKey={newIdempotencyKey()}
            />
          </CardContent>
        </Card>
      ) : null}

      {can(user.access, 'staff:manage') ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('nav.staff')}</CardTitle>
            <CardDescription>{t('settings.staffDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href="/settings/staff" className={buttonClasses({ variant: 'secondary' })}>
              {t('settings.manageStaff')}
            </Link>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>{t('login.password')}</CardTitle>
          <CardDescription>{t('settings.passwordDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.sessions')}</CardTitle>
          <CardDescription>{t('settings.sessionsDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <ul
            className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
            aria-label={t('settings.yourSessions')}
          >
            {sessions.map((s) => {
              const here = s.id === session.sessionId;
              const device = describeDevice(s.userAgent, t);
              return (
                <li
                  key={s.id}
                  className="flex flex-wrap items-start justify-between gap-3 py-2"
                  data-testid="session-row"
                >
                  <div>
                    <p className="font-medium text-slate-900 dark:text-slate-100">
                      {device}
                      {here ? (
                        <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                          {t('settings.thisBrowser')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {t('settings.sessionLine', {
                        ip: s.ip ?? t('settings.ipUnknown'),
                        signedIn: formatDateTime(s.createdAt, preferences.timeZone),
                        lastSeen: formatDateTime(s.lastSeenAt, preferences.timeZone),
                      })}
                    </p>
                  </div>
                  {here ? null : <EndSessionControl session={s.id} label={t('settings.endSession')} device={device} />}
                </li>
              );
            })}
          </ul>
          {sessions.some((s) => s.id !== session.sessionId) ? (
            <EndSessionControl session="others" label={t('settings.endOtherSessions')} device="" />
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('twoFactor.title')}</CardTitle>
          <CardDescription>{t('settings.twoFactorDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link href="/two-factor" className={buttonClasses({ variant: 'secondary' })}>
            {t('settings.twoFactorLink')}
          </Link>
        </CardContent>
      </Card>

      {can(user.access, 'staff:manage') ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.access')}</CardTitle>
            <CardDescription>{t('settings.accessDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href="/settings/access" className={buttonClasses({ variant: 'secondary' })}>
              {t('settings.manageAccess')}
            </Link>
          </CardContent>
        </Card>
      ) : null}

      {can(user.access, 'approvals:manage') ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.approvalRules')}</CardTitle>
            <CardDescription>{t('settings.approvalRulesDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href="/settings/approvals" className={buttonClasses({ variant: 'secondary' })}>
              {t('settings.manageApprovalRules')}
            </Link>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export default withPageMessages('(console)/settings', SettingsPage);
