import type { Messages } from './en';
import { accessEsCO } from './messages/access';
import { accountsEsCO } from './messages/accounts';
import { approvalsEsCO } from './messages/approvals';
import { auditEsCO } from './messages/audit';
import { bulkRefundsEsCO } from './messages/bulk-refunds';
import { casesEsCO } from './messages/cases';
import { commonEsCO } from './messages/common';
import { developersEsCO } from './messages/developers';
import { endUsersEsCO } from './messages/end-users';
import { enumsEsCO } from './messages/enums';
import { formsEsCO } from './messages/forms';
import { linksEsCO } from './messages/links';
import { listsEsCO } from './messages/lists';
import { overviewEsCO } from './messages/overview';
import { preferencesEsCO } from './messages/preferences';
import { reconciliationEsCO } from './messages/reconciliation';
import { recurringPlansEsCO } from './messages/recurring-plans';
import { reportsEsCO } from './messages/reports';
import { savedViewsEsCO } from './messages/saved-views';
import { searchEsCO } from './messages/search';
import { shellEsCO } from './messages/shell';
import { signInEsCO } from './messages/sign-in';
import { staffEsCO } from './messages/staff';
import { transactionsEsCO } from './messages/transactions';

/**
 * Spanish (Colombia), composed of each feature's file like ./en.ts. Typed against the English keys, so a missing or
 * extra message fails to compile.
 */
export const esCO: Messages = {
  ...accessEsCO,
  ...accountsEsCO,
  ...approvalsEsCO,
  ...auditEsCO,
  ...bulkRefundsEsCO,
  ...casesEsCO,
  ...commonEsCO,
  ...developersEsCO,
  ...endUsersEsCO,
  ...enumsEsCO,
  ...formsEsCO,
  ...linksEsCO,
  ...listsEsCO,
  ...overviewEsCO,
  ...preferencesEsCO,
  ...reconciliationEsCO,
  ...recurringPlansEsCO,
  ...reportsEsCO,
  ...savedViewsEsCO,
  ...searchEsCO,
  ...shellEsCO,
  ...signInEsCO,
  ...staffEsCO,
  ...transactionsEsCO,
};
