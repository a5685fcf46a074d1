import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getPreferences, requirePermission } from '@/lib/auth';
import { isRole } from '@/lib/auth/permissions';
import { ANY_OTHER_CURRENCY, isApprovalAction } from '@/lib/approvals/kinds';
import { loadApprovalRules, loadRuleRoles } from '@/lib/approvals/data';
import { formatMoney, minorToDecimal } from '@/lib/format/money';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  PageHeader,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { actionLabel, rolesLabel } from '@/components/approvals/request-bits';
import { DeleteRuleForm, RuleForm, type RuleFormValues } from '@/components/approvals/rule-form';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: `${t('settings.approvalRules')} · ${t('settings.title')} · Merchant Console` };
}

async function ApprovalRulesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePermission('approvals:manage');
  const [{ language }, params, rules, roles, t] = await Promise.all([
    getPreferences(),
    searchParams,
    loadApprovalRules(),
    loadRuleRoles(),
    getT(),
  ]);
  const known = new Set(roles.map((r) => r.key));
  const nameOf = (key: string) => roles.find((r) => r.key === key)?.name ?? null;
  const editing = typeof params.edit === 'string' ? rules.find((r) => r.id === params.edit) : undefined;
  const initial: RuleFormValues = editing
    ? {
        id: editing.id,
        action: isApprovalAction(editing.action) ? editing.action : 'payout',
        currency: editing.currency,
        threshold:
          editing.currency === ANY_OTHER_CURRENCY
            ? String(editing.threshold)
            : minorToDecimal(editing.threshold, editing.currency),
        makerRole: editing.makerRole && known.has(editing.makerRole) ? editing.makerRole : '',
        approvalsRequired: editing.approvalsRequired === 2 ? 2 : 1,
        approverRoles: editing.approverRoles.filter((key) => known.has(key)),
        expiryHours: editing.expiryHours,
        enabled: editing.enabled,
      }
    : {
        id: '',
        action: 'payout',
        currency: 'USD',
        threshold: '',
        makerRole: '',
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <nav aria-label={t('nav.breadcrumb')} className="text-sm text-slate-500 dark:text-slate-400">
        <Link href="/settings" className="hover:underline">
          {t('settings.title')}
        </Link>{' '}
        / {t('settings.approvalRules')}
      </nav>
      <PageHeader title={t('settings.approvalRules')} description={t('approvalRules.description')} />
      {rules.length === 0 ? (
        <EmptyState title={t('approvalRules.none')}>{t('approvalRules.noneHint')}</EmptyState>
      ) : (
        <Table label={t('settings.approvalRules')}>
          <THead>
            <Tr>
              <Th>{t('approvals.action')}</Th>
              <Th className="text-right">{t('approvalRules.atOrAbove')}</Th>
              <Th>{t('approvalRules.madeBy')}</Th>
              <Th>{t('approvals.title')}</Th>
              <Th>{t('approvalRules.expiresAfter')}</Th>
              <Th>{t('common.status')}</Th>
              <Th>
                <span className="sr-only">{t('approvalRules.edit')}</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {rules.map((rule) => (
              <Tr key={rule.id} data-testid={`approval-rule-${rule.id}`}>
                <Td>{actionLabel(t, rule.action)}</Td>
                <Td className="text-right tabular-nums">
                  {rule.currency === ANY_OTHER_CURRENCY
                    ? `${t('approvalRules.anyOtherCurrency')}: ${t('approvalRules.minorUnits', { amount: rule.threshold })}`
                    : formatMoney(rule.threshold, rule.currency, language)}
                </Td>
                <Td>
                  {rule.makerRole
                    ? isRole(rule.makerRole)
                      ? t(`staff.role.${rule.makerRole}`)
                      : (nameOf(rule.makerRole) ?? rule.makerRole)
                    : t('approvalRules.anyRole')}
                </Td>
                <Td>
                  {t('approvalRules.approvalsFrom', {
                    count: rule.approvalsRequired,
                    roles: rolesLabel(t, rule.approverRoles, nameOf),
                  })}
                </Td>
                <Td>{t('approvalRules.hours', { hours: rule.expiryHours })}</Td>
                <Td>
                  {rule.enabled ? (
                    <Badge tone="success">{t('approvalRules.enabled')}</Badge>
                  ) : (
                    <Badge>{t('approvalRules.disabled')}</Badge>
                  )}
                </Td>
                <Td className="space-x-2 text-right whitespace-nowrap">
                  <Link
                    href={`/settings/approvals?edit=${rule.id}`}
                    className="text-sm text-indigo-700 underline dark:text-indigo-300"
                  >
                    {t('approvalRules.edit')}
                  </Link>
                  <DeleteRuleForm id={rule.id} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{editing ? t('approvalRules.editRule') : t('approvalRules.newRule')}</CardTitle>
        </CardHeader>
        <CardContent>
          <RuleForm key={editing?.id ?? 'new'} initial={initial} roles={roles} />
        </CardContent>
      </Card>
    </div>
  );
}

export default withPageMessages('(console)/settings/approvals', ApprovalRulesPage);
