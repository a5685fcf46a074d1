import type { Metadata } from 'next';
import Link from 'next/link';
import { getPreferences, requirePermission } from '@/lib/auth';
import { isRole, ROLE_LABELS } from '@/lib/auth/permissions';
import { isApprovalAction } from '@/lib/approvals/kinds';
import { listRules } from '@/lib/approvals/rules';
import { getConsoleDb } from '@/lib/db';
import { formatMoney, minorToMajorInput } from '@/lib/format/money';
import { Badge, Card, CardContent, CardHeader, CardTitle, EmptyState, PageHeader, Table, TBody, Td, Th, THead, Tr } from '@/components/ui';
import { actionLabel, rolesLabel } from '@/components/approvals/request-bits';
import { DeleteRuleForm, RuleForm, type RuleFormValues } from '@/components/approvals/rule-form';

export const metadata: Metadata = { title: 'Approval rules · Settings · Merchant Console' };

export default async function ApprovalRulesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermission('approvals:manage');
  const [{ language }, params, rules] = await Promise.all([getPreferences(), searchParams, getConsoleDb().then(listRules)]);
  const editing = typeof params.edit === 'string' ? rules.find((r) => r.id === params.edit) : undefined;
  const initial: RuleFormValues = editing
    ? {
        id: editing.id,
        action: isApprovalAction(editing.action) ? editing.action : 'payout',
        currency: editing.currency,
        threshold: minorToMajorInput(editing.threshold, editing.currency),
        makerRole: editing.makerRole && isRole(editing.makerRole) ? editing.makerRole : '',
        approvalsRequired: editing.approvalsRequired === 2 ? 2 : 1,
        approverRoles: editing.approverRoles.filter(isRole),
        expiryHours: editing.expiryHours,
        enabled: editing.enabled,
      }
    : { id: '', action: 'payout', currency: 'USD', threshold: '', makerRole: '', approvalsRequired: 1, approverRoles: ['admin'], expiryHours: 24, enabled: true };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500 dark:text-slate-400">
        <Link href="/settings" className="hover:underline">
          Settings
        </Link>{' '}
        / Approval rules
      </nav>
      <PageHeader
        title="Approval rules"
        description="A payout, transfer, refund or split payment that matches an enabled rule is not sent to the API: it waits in Approvals until members of the chosen roles approve it. When several rules match, the one needing the most approvals applies."
      />
      {rules.length === 0 ? (
        <EmptyState title="No rules">Every action is sent at once. Add a rule below to require a second pair of eyes.</EmptyState>
      ) : (
        <Table label="Approval rules">
          <THead>
            <Tr>
              <Th>Action</Th>
              <Th className="text-right">At or above</Th>
              <Th>Made by</Th>
              <Th>Approvals</Th>
              <Th>Expires after</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Edit</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {rules.map((rule) => (
              <Tr key={rule.id} data-testid={`approval-rule-${rule.id}`}>
                <Td>{actionLabel(rule.action)}</Td>
                <Td className="text-right tabular-nums">{formatMoney(rule.threshold, rule.currency, language)}</Td>
                <Td>{rule.makerRole && isRole(rule.makerRole) ? ROLE_LABELS[rule.makerRole] : 'Any role'}</Td>
                <Td>
                  {rule.approvalsRequired} from {rolesLabel(rule.approverRoles)}
                </Td>
                <Td>{rule.expiryHours} h</Td>
                <Td>{rule.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}</Td>
                <Td className="space-x-2 text-right whitespace-nowrap">
                  <Link href={`/settings/approvals?edit=${rule.id}`} className="text-sm text-indigo-700 underline dark:text-indigo-300">
                    Edit
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
          <CardTitle>{editing ? 'Edit rule' : 'New rule'}</CardTitle>
        </CardHeader>
        <CardContent>
          <RuleForm key={editing?.id ?? 'new'} initial={initial} />
        </CardContent>
      </Card>
    </div>
  );
}
