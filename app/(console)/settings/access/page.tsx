import type { Metadata } from 'next';
import { getPreferences, requirePermission } from '@/lib/auth';
import { roleLabel } from '@/lib/auth/role-label';
import { loadAccessSettings } from '@/lib/access/data';
import { formatDateTime } from '@/lib/format';
import { updateSsoAction } from '@/lib/actions/access/update-sso';
import { mapGroupAction } from '@/lib/actions/access/map-group';
import { unmapGroupAction } from '@/lib/actions/access/unmap-group';
import { updateNetworksAction } from '@/lib/actions/access/update-networks';
import { updateStreamAction } from '@/lib/actions/access/update-stream';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  PageHeader,
  Select,
  Textarea,
} from '@/components/ui';
import { AccessForm } from '@/components/access/access-forms';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: `${t('access.title')} · ${t('settings.title')} · Merchant Console` };
}

/** Settings → Access (admins): single sign-on, group → role, allowed networks, the audit stream (docs/sso.md). */
async function AccessPage() {
  await requirePermission('staff:manage');
  const [{ settings, mappings, roles, roleNames, stream, sso, ip }, { timeZone }, t] = await Promise.all([
    loadAccessSettings(),
    getPreferences(),
    getT(),
  ]);
  const label = (role: string) => roleLabel(t, role, roleNames);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('access.title')} description={t('access.description')} />

      <Card>
        <CardHeader>
          <CardTitle>{t('access.sso')}</CardTitle>
          <CardDescription>{sso ? t('access.ssoOn', { issuer: sso.issuer }) : t('access.ssoOff')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <AccessForm action={updateSsoAction} submit={t('access.saveSso')} label={t('access.sso')}>
            <Field id="sso-domain" label={t('access.domain')} hint={t('access.domainHint')}>
              <Input
                id="sso-domain"
                name="domain"
                defaultValue={settings.ssoRequiredDomain ?? ''}
                placeholder="example.com"
              />
            </Field>
            <Field id="sso-claim" label={t('access.groupClaim')} hint={t('access.groupClaimHint')}>
              <Input id="sso-claim" name="claim" defaultValue={settings.ssoGroupClaim} />
            </Field>
          </AccessForm>

          <section aria-labelledby="mappings-heading" className="space-y-3">
            <h3 id="mappings-heading" className="text-sm font-semibold">
              {t('access.mappings')}
            </h3>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('access.mappingsHint')}</p>
            {mappings.length === 0 ? (
              <p className="text-sm">{t('access.noMappings')}</p>
            ) : (
              <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label={t('access.mappings')}>
                {mappings.map((mapping) => (
                  <li key={mapping.groupName} className="flex items-center justify-between gap-3 py-2">
                    <span>
                      <span className="font-mono">{mapping.groupName}</span> → {label(mapping.role)}
                    </span>
                    <AccessForm
                      action={unmapGroupAction}
                      submit={t('access.removeMapping')}
                      label={`${t('access.removeMapping')} ${mapping.groupName}`}
                    >
                      <input type="hidden" name="group" value={mapping.groupName} />
                    </AccessForm>
                  </li>
                ))}
              </ul>
            )}
            <AccessForm action={mapGroupAction} submit={t('access.addMapping')} label={t('access.addMapping')}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id="mapping-group" label={t('access.group')}>
                  <Input id="mapping-group" name="group" maxLength={200} />
                </Field>
                <Field id="mapping-role" label={t('access.role')}>
                  <Select id="mapping-role" name="role" defaultValue="">
                    <option value="">—</option>
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {label(role)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
            </AccessForm>
          </section>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('access.network')}</CardTitle>
        </CardHeader>
        <CardContent>
          <AccessForm action={updateNetworksAction} submit={t('access.saveNetwork')} label={t('access.network')}>
            <Field id="ranges" label={t('access.ranges')} hint={t('access.rangesHint', { ip: ip ?? '?' })}>
              <Textarea
                id="ranges"
                name="ranges"
                rows={4}
                defaultValue={settings.ipRanges.join('\n')}
                spellCheck={false}
              />
            </Field>
          </AccessForm>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('access.stream')}</CardTitle>
          <CardDescription>{t('access.streamHint')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {stream ? (
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]" aria-label={t('access.streamStatus')}>
              <dt className="text-slate-500 dark:text-slate-400">{t('access.streamStatus')}</dt>
              <dd data-testid="stream-state">
                {t(
                  stream.state === 'failing'
                    ? 'access.streamFailing'
                    : stream.state === 'pending'
                      ? 'access.streamPending'
                      : 'access.streamHealthy',
                )}
              </dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('access.streamLastDelivered')}</dt>
              <dd>
                {stream.lastDeliveredAt
                  ? formatDateTime(stream.lastDeliveredAt, timeZone, { seconds: true })
                  : t('access.streamNever')}
              </dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('access.streamBacklog')}</dt>
              <dd data-testid="stream-backlog">{stream.backlog}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('access.streamFailures')}</dt>
              <dd data-testid="stream-failures">{stream.failures}</dd>
              {stream.lastError ? (
                <>
                  <dt className="text-slate-500 dark:text-slate-400">{t('access.streamLastError')}</dt>
                  <dd className="break-all">{stream.lastError}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <AccessForm action={updateStreamAction} submit={t('access.saveStream')} label={t('access.stream')}>
            <Field id="stream-url" label={t('access.streamUrl')}>
              <Input
                id="stream-url"
                name="url"
                type="url"
                defaultValue={stream?.url ?? ''}
                placeholder="https://siem.example.com/hooks"
              />
            </Field>
          </AccessForm>
          {stream ? (
            <AccessForm action={updateStreamAction} submit={t('access.removeStream')} label={t('access.removeStream')}>
              <input type="hidden" name="remove" value="1" />
            </AccessForm>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

export default withPageMessages('(console)/settings/access', AccessPage);
