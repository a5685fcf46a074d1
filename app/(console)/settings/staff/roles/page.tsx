import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { requirePermission } from '@/lib/auth';
import { accessOfRow } from '@/lib/auth/roles';
import {
  ANY_CURRENCY,
  isRole,
  permissionsOf,
  presetOf,
  ROLES,
  type MoneyPermission,
  type Permission,
} from '@/lib/auth/permissions';
import { loadRoles } from '@/lib/staff/data';
import { minorToDecimal } from '@/lib/format/money';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { RoleBadge } from '@/components/shell/role-badge';
import { RetireRoleForm, RoleForm, type RoleFormValues } from '@/components/staff/role-form';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: `${t('roles.title')} · ${t('nav.staff')} · Merchant Console` };
}

/** One ceiling as the form writes it: "500.00" in its currency, a whole number of minor units on the `*` line. */
const ceilingAmount = (minor: number, currency: string) =>
  currency === ANY_CURRENCY ? String(minor) : minorToDecimal(minor, currency);

/** A role's ceilings as the form's lines ("USD 500.00"), per money permission. */
function ceilingLines(ceilings: Partial<Record<MoneyPermission, Record<string, number>>>) {
  return Object.fromEntries(
    Object.entries(ceilings).map(([permission, byCurrency]) => [
      permission,
      Object.entries(byCurrency ?? {})
        .map(([currency, minor]) => `${currency} ${ceilingAmount(minor, currency)}`)
        .join('\n'),
    ]),
  ) as Partial<Record<Permission, string>>;
}

/** /settings/staff/roles: the built-in presets (read only) and the custom roles, created, edited and retired here. */
async function RolesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requirePermission('staff:manage');
  const [params, { roles, members }, t] = await Promise.all([searchParams, loadRoles(), getT()]);
  const editing =
    typeof params.edit === 'string' ? roles.find((r) => r.key === params.edit && !r.retiredAt) : undefined;
  const from = typeof params.from === 'string' && isRole(params.from) ? presetOf(params.from) : null;
  const initial: RoleFormValues = editing
    ? {
        mode: 'edit',
        key: editing.key,
        name: editing.name,
        description: editing.description,
        permissions: accessOfRow(editing).permissions.slice(),
        ceilings: ceilingLines(accessOfRow(editing).ceilings),
        daily: ceilingLines(accessOfRow(editing).daily ?? {}),
      }
    : {
        mode: 'create',
        key: '',
        name: '',
        description: '',
        permissions: from ? [...from.permissions] : [],
        ceilings: {},
        daily: {},
      };
  const ceilingText = (ceilings: Partial<Record<MoneyPermission, Record<string, number>>>, perDay = false) =>
    Object.entries(ceilings)
      .flatMap(([permission, byCurrency]) =>
        Object.entries(byCurrency ?? {}).map(([currency, minor]) => {
          const line = `${currency} ${ceilingAmount(minor, currency)}`;
          return `${permission} ≤ ${perDay ? t('roles.perDay', { lines: line }) : line}`;
        }),
      )
      .join('; ');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <nav aria-label={t('nav.breadcrumb')} className="text-sm text-slate-500 dark:text-slate-400">
        <Link href="/settings" className="hover:underline">
          {t('settings.title')}
        </Link>{' '}
        /{' '}
        <Link href="/settings/staff" className="hover:underline">
          {t('nav.staff')}
        </Link>{' '}
        / {t('roles.title')}
      </nav>
      <PageHeader title={t('roles.title')} description={t('roles.description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('roles.custom')}</CardTitle>
        </CardHeader>
        <CardContent>
          {roles.length ? (
            <Table label={t('roles.custom')}>
              <THead>
                <Tr>
                  <Th>{t('roles.name')}</Th>
                  <Th>{t('roles.permissions')}</Th>
                  <Th>{t('roles.ceilingsLegend')}</Th>
                  <Th>{t('roles.members')}</Th>
                  <Th />
                </Tr>
              </THead>
              <TBody>
                {roles.map((role) => {
                  const access = accessOfRow(role);
                  return (
                    <Tr key={role.key} data-testid={`role-${role.key}`}>
                      <Td className="min-w-40">
                        <RoleBadge role={role.key} name={role.name} />{' '}
                        {role.retiredAt ? <Badge>{t('roles.retired')}</Badge> : null}
                        <p className="text-xs text-slate-500 dark:text-slate-400">
                          <code>{role.key}</code> {role.description}
                        </p>
                      </Td>
                      <Td className="text-xs">
                        <code>{role.permissions.join(', ')}</code>
                      </Td>
                      <Td className="text-xs">
                        {[ceilingText(access.ceilings), ceilingText(access.daily ?? {}, true)]
                          .filter(Boolean)
                          .join('; ') || t('roles.noCeiling')}
                      </Td>
                      <Td>{members.get(role.key) ?? 0}</Td>
                      <Td className="text-right whitespace-nowrap">
                        {role.retiredAt ? null : (
                          <span className="inline-flex gap-2">
                            <Link
                              href={`/settings/staff/roles?edit=${role.key}`}
                              className="text-sm text-indigo-700 hover:underline dark:text-indigo-300"
                              aria-label={t('roles.edit', { name: role.name })}
                            >
                              {t('roles.editLink')}
                            </Link>
                            <RetireRoleForm roleKey={role.key} name={role.name} />
                          </span>
                        )}
                      </Td>
                    </Tr>
                  );
                })}
              </TBody>
            </Table>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('roles.none')}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{editing ? t('roles.edit', { name: editing.name }) : t('roles.new')}</CardTitle>
        </CardHeader>
        <CardContent>
          <RoleForm
            key={editing?.key ?? `new-${from?.role ?? ''}`}
            initial={initial}
            held={[...session.user.access.permissions]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('roles.presets')}</CardTitle>
          <CardDescription>{t('roles.presetsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Table label={t('roles.presets')}>
            <THead>
              <Tr>
                <Th>{t('roles.name')}</Th>
                <Th>{t('roles.permissions')}</Th>
                <Th />
              </Tr>
            </THead>
            <TBody>
              {ROLES.map((role) => (
                <Tr key={role}>
                  <Td>
                    <RoleBadge role={role} /> <Badge>{t('roles.builtIn')}</Badge>
                  </Td>
                  <Td className="text-xs">
                    <code>{permissionsOf(role).join(', ')}</code>
                  </Td>
                  <Td className="text-right">
                    <Link
                      href={`/settings/staff/roles?from=${role}`}
                      className="text-sm text-indigo-700 hover:underline dark:text-indigo-300"
                    >
                      {t('roles.startFrom')} {t(`staff.role.${role}`)}
                    </Link>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

export default withPageMessages('(console)/settings/staff/roles', RolesPage);
