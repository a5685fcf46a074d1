import { describe, expect, it } from 'vitest';
import { filterParams } from '@/components/data-table/columns';
import { translator } from '@/lib/i18n';
import {
  ACCOUNT_FILTERS,
  CASE_FILTERS,
  DEPOSIT_FILTERS,
  END_USER_FILTERS,
  LINK_FILTERS,
  RECURRING_PLAN_FILTERS,
  TRANSACTION_FILTERS,
} from '@/lib/merchant-api/filters';
import { getAccountColumns } from '@/components/accounts/columns';
import { getCaseColumns } from '@/components/cases/columns';
import { getEndUserColumns } from '@/components/end-users/columns';
import { getCheckoutLinkColumns, getConnectLinkColumns } from '@/components/links/columns';
import { getRecurringPlanColumns } from '@/components/recurring-plans/columns';
import { NO_DIRECTORY } from '@/components/detail/directory';
import { getDepositColumns } from '@/components/transactions/deposit-columns';
import { getPaymentColumns, getPayoutColumns, getTransferColumns } from '@/components/transactions/columns';

const context = { display: { timeZone: 'UTC', language: 'en' }, directory: NO_DIRECTORY, t: translator('en') };
const sorted = (values: readonly string[]) => [...values].sort();

describe('every list offers exactly the filters its API takes', () => {
  it.each([
    ['payments', getPaymentColumns, TRANSACTION_FILTERS],
    ['transfers', getTransferColumns, TRANSACTION_FILTERS],
    ['payouts', getPayoutColumns, TRANSACTION_FILTERS],
    ['deposits', getDepositColumns, DEPOSIT_FILTERS],
    ['accounts', getAccountColumns, ACCOUNT_FILTERS],
    ['end users', getEndUserColumns, END_USER_FILTERS],
    ['connect links', getConnectLinkColumns, LINK_FILTERS],
    ['checkout links', getCheckoutLinkColumns, LINK_FILTERS],
    ['recurring plans', getRecurringPlanColumns, RECURRING_PLAN_FILTERS],
    ['disputes and returns', getCaseColumns, CASE_FILTERS],
  ] as const)('%s', (_name, columns, filters) => {
    expect(sorted(filterParams(columns(context)))).toEqual(sorted(filters));
  });

  it('makes id filters pickers when the directory lists the values', () => {
    const withTenants = getPaymentColumns({
      ...context,
      directory: { ...NO_DIRECTORY, tenants: [{ value: 'ten_1', label: 'Acme Online Store' }] },
    });
    const tenant = withTenants
      .flatMap((c) => c.meta?.filters ?? [])
      .find((f) => 'param' in f && f.param === 'tenant_uuid');
    expect(tenant).toMatchObject({ kind: 'select', options: [{ value: 'ten_1', label: 'Acme Online Store' }] });
  });
});
