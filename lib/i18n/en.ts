import { accessEn } from './messages/access';
import { accountsEn } from './messages/accounts';
import { approvalsEn } from './messages/approvals';
import { auditEn } from './messages/audit';
import { bulkRefundsEn } from './messages/bulk-refunds';
import { casesEn } from './messages/cases';
import { commonEn } from './messages/common';
import { developersEn } from './messages/developers';
import { endUsersEn } from './messages/end-users';
import { enumsEn } from './messages/enums';
import { formsEn } from './messages/forms';
import { linksEn } from './messages/links';
import { listsEn } from './messages/lists';
import { overviewEn } from './messages/overview';
import { preferencesEn } from './messages/preferences';
import { reconciliationEn } from './messages/reconciliation';
import { recurringPlansEn } from './messages/recurring-plans';
import { reportsEn } from './messages/reports';
import { savedViewsEn } from './messages/saved-views';
import { searchEn } from './messages/search';
import { shellEn } from './messages/shell';
import { signInEn } from './messages/sign-in';
import { staffEn } from './messages/staff';
import { transactionsEn } from './messages/transactions';

/**
 * The console's English messages: the source every other language is checked against (es-CO.ts must
 * have every key). `{name}` is replaced by a value; keys ending `.one` / `.other` are the plural forms of
 * the key before them (see `plural()` in ./translate.ts). Each feature's messages, and the shared words, live in
 * their own file, `./messages/<feature>.ts`; this file only composes them.
 */
export const en = {
  ...accessEn,
  ...accountsEn,
  ...approvalsEn,
  ...auditEn,
  ...bulkRefundsEn,
  ...casesEn,
  ...commonEn,
  ...developersEn,
  ...endUsersEn,
  ...enumsEn,
  ...formsEn,
  ...linksEn,
  ...listsEn,
  ...overviewEn,
  ...preferencesEn,
  ...reconciliationEn,
  ...recurringPlansEn,
  ...reportsEn,
  ...savedViewsEn,
  ...searchEn,
  ...shellEn,
  ...signInEn,
  ...staffEn,
  ...transactionsEn,
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
