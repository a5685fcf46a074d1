import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { connectAccount } from '../accounts/queries';
import { currencyForCountry } from '../accounts/states';
import { isExpired } from '../connect-links/intro-text';
import { accounts, checkoutLinks, endUsers, institutions, transactions } from '../db/schema';
import { fundCheckoutPayment } from '../transactions/lifecycle';
import {
  consentGiven,
  parseAccountForm,
  type AccountFormErrors,
  type AccountFormInput,
  type InstitutionChoice,
} from './account-form';
import { issueFormToken, verifyFormToken } from './form-token';
import { checkoutRedirect } from './redirect';
import {
  endUserDisplayName,
  institutionChoices,
  isAlreadyConnected,
  languageOf,
  looksLikeToken,
  merchantName,
  type GuardFailure,
  type HostedDeps,
  type HostedLanguage,
  type LinkProblem,
  type SubmitContext,
} from './shared';
import { readTogether } from '../db/parallel';

/** Spec 2.7: the defaults when a checkout link leaves its colours empty. */
export const CHECKOUT_DEFAULT_COLORS = {
  background: '#f4f6f8',
  sidebarBackground: '#f2f2f2',
  sidebarText: '#333333',
  mainBackground: '#ffffff',
  mainText: '#333333',
  button: '#0a2540',
  buttonText: '#ffffff',
} as const;

export type CheckoutColors = { [K in keyof typeof CHECKOUT_DEFAULT_COLORS]: string };

export interface PayingAccount {
  id: string;
  institutionName: string;
  last4: string;
  subtype: string;
}

export interface CheckoutPage {
  status: 'open';
  linkId: string;
  language: HostedLanguage;
  merchantName: string;
  serviceName: string;
  linkName: string;
  linkDescription: string | null;
  paymentDescription: string | null;
  amount: number;
  currency: string;
  endUserName: string;
  colors: CheckoutColors;
  /** The end user's connected accounts that can pay in this currency. */
  accounts: PayingAccount[];
  /** Institutions whose accounts hold this currency, for connecting a new account. */
  institutions: InstitutionChoice[];
  defaultInstitutionId: string | null;
  formToken: string;
}

export type CheckoutPageResult =
  CheckoutPage | { status: LinkProblem; language: HostedLanguage; merchantName: string | null };

export interface CheckoutPayInput {
  /** Pay from this connected account… */
  account_id?: unknown;
  /** …or connect this one first. */
  account?: AccountFormInput;
  /** The payer's authorization to debit (the new-account form carries its own). */
  consent?: unknown;
}

export type CheckoutPayResult =
  | {
      status: 'paid';
      payment: { id: string; code: string; status: string; amount: number; currency: string };
      account: { code: string; institutionName: string; last4: string };
      redirectTo: string | null;
      showConfirmation: boolean;
    }
  /** The new account was connected but its institution must validate it before it can pay. */
  | { status: 'account_pending'; account: { code: string; institutionName: string; last4: string } }
  | { status: 'invalid'; errors: AccountFormErrors & { account_id?: 'required' | 'unknown_account' } }
  | { status: LinkProblem }
  | GuardFailure;

type LinkRow = typeof checkoutLinks.$inferSelect;
type TransactionRow = typeof transactions.$inferSelect;

/** A link is done once paid: COMPLETED, or its payment has a funding source or left PENDING. */
function problemOf(link: LinkRow | undefined, payment: TransactionRow | undefined, now: Date): LinkProblem | null {
  if (!link || !payment) return 'not_found';
  if (link.deliveryStatus === 'COMPLETED' || payment.originAccountId || payment.status !== 'PENDING')
    return 'completed';
  if (isExpired(link.expirationDate, now)) return 'expired';
  return null;
}

function colorsOf(link: LinkRow): CheckoutColors {
  return {
    background: link.backgroundColor ?? CHECKOUT_DEFAULT_COLORS.background,
    sidebarBackground: link.sidebarBackgroundColor ?? CHECKOUT_DEFAULT_COLORS.sidebarBackground,
    sidebarText: link.sidebarTextColor ?? CHECKOUT_DEFAULT_COLORS.sidebarText,
    mainBackground: link.mainContentBoxBackgroundColor ?? CHECKOUT_DEFAULT_COLORS.mainBackground,
    mainText: link.mainContentBoxTextColor ?? CHECKOUT_DEFAULT_COLORS.mainText,
    button: link.buttonColor ?? CHECKOUT_DEFAULT_COLORS.button,
    buttonText: link.buttonTextColor ?? CHECKOUT_DEFAULT_COLORS.buttonText,
  };
}

const payable = (currency: string) => (i: InstitutionChoice) => currencyForCountry(i.country) === currency;

/** The end user's CONNECTED accounts that can pay (PAYMENTS capability) in the payment's currency. */
function payingAccounts(db: HostedDeps['db'], link: LinkRow, currency: string) {
  return db
    .select({
      id: accounts.id,
      code: accounts.code,
      institutionName: institutions.name,
      last4: accounts.last4,
      subtype: accounts.subtype,
    })
    .from(accounts)
    .innerJoin(institutions, eq(institutions.id, accounts.institutionId))
    .where(
      and(
        eq(accounts.merchantId, link.merchantId),
        eq(accounts.endUserId, link.endUserId),
        eq(accounts.currentStatus, 'CONNECTED'),
        eq(accounts.currency, currency),
        sql`${accounts.capabilities} @> '["PAYMENTS"]'::jsonb`,
      ),
    )
    .orderBy(asc(accounts.dateCreated), asc(accounts.id));
}

/** Whether a checkout link can be used, read only (nothing moves): what proxy.ts answers its status by. */
export async function checkoutLinkState(
  deps: Pick<HostedDeps, 'db' | 'clock'>,
  token: string,
): Promise<LinkProblem | 'open'> {
  if (!looksLikeToken(token)) return 'not_found';
  const [row] = await deps.db
    .select({ link: checkoutLinks, payment: transactions })
    .from(checkoutLinks)
    .innerJoin(transactions, eq(transactions.id, checkoutLinks.transactionId))
    .where(eq(checkoutLinks.publicToken, token));
  return problemOf(row?.link, row?.payment, deps.clock.now()) ?? 'open';
}

/** The Checkout page for a link's public token; opening a usable link moves it CREATED → OPENED. */
export async function openCheckoutPage(deps: HostedDeps, token: string): Promise<CheckoutPageResult> {
  const { db } = deps;
  const now = deps.clock.now();
  if (!looksLikeToken(token)) return { status: 'not_found', language: 'en_US', merchantName: null };
  const [row] = await db
    .select({ link: checkoutLinks, payment: transactions, endUser: endUsers })
    .from(checkoutLinks)
    .innerJoin(transactions, eq(transactions.id, checkoutLinks.transactionId))
    .innerJoin(endUsers, eq(endUsers.id, checkoutLinks.endUserId))
    .where(eq(checkoutLinks.publicToken, token));
  const language = languageOf(row?.link.defaultLanguage);
  const name = row ? await merchantName(db, row.payment.ownerMerchantId) : null;
  const problem = problemOf(row?.link, row?.payment, now);
  if (problem || !row) return { status: problem ?? 'not_found', language, merchantName: name };
  const { link, payment, endUser } = row;

  await db
    .update(checkoutLinks)
    .set({ deliveryStatus: 'OPENED', dateUpdated: now })
    .where(and(eq(checkoutLinks.id, link.id), eq(checkoutLinks.deliveryStatus, 'CREATED')));
  const [owned, all] = await readTogether(db, [
    () => payingAccounts(db, link, payment.currency),
    () => institutionChoices(db),
  ]);
  return {
    status: 'open',
    linkId: link.id,
    language,
    merchantName: name ?? '',
    serviceName: deps.serviceName,
    linkName: link.linkName,
    linkDescription: link.linkDescription,
    paymentDescription: payment.description,
    amount: payment.amount,
    currency: payment.currency,
    endUserName: endUserDisplayName(endUser),
    colors: colorsOf(link),
    accounts: owned.map(({ id, institutionName, last4, subtype }) => ({ id, institutionName, last4, subtype })),
    institutions: all.filter(payable(payment.currency)),
    defaultInstitutionId: link.defaultInstitutionId,
    formToken: await issueFormToken(db, 'checkout', link.id, now),
  };
}

/**
 * The end user pays: from one of their connected accounts, or from an account connected here first.
 * In one database transaction with the link row locked: the payment gets its funding source and is
 * queued for processing (process_after = now), the link becomes COMPLETED. A second submit finds the
 * link completed and pays nothing.
 */
export async function payCheckout(
  deps: HostedDeps,
  token: string,
  input: CheckoutPayInput,
  context: SubmitContext,
): Promise<CheckoutPayResult> {
  const { db } = deps;
  const now = deps.clock.now();
  if (!looksLikeToken(token)) return { status: 'not_found' };
  const [found] = await db
    .select({ id: checkoutLinks.id })
    .from(checkoutLinks)
    .where(eq(checkoutLinks.publicToken, token));
  if (!found) return { status: 'not_found' };
  const retryAfterSeconds = deps.limiter.hit(context.ip, found.id, now.getTime());
  if (retryAfterSeconds > 0) return { status: 'rate_limited', retryAfterSeconds };
  if (!(await verifyFormToken(db, 'checkout', found.id, context.formToken, now))) return { status: 'forbidden' };

  const accountId = typeof input.account_id === 'string' ? input.account_id.trim() : '';
  let form: ReturnType<typeof parseAccountForm> | null = null;
  if (!accountId) {
    if (!input.account) return { status: 'invalid', errors: { account_id: 'required' } };
    form = parseAccountForm(input.account, await institutionChoices(db));
    if (!form.ok) return { status: 'invalid', errors: form.errors };
  } else if (!consentGiven(input.consent)) {
    return { status: 'invalid', errors: { consent: 'consent_required' } };
  }

  try {
    return await db.transaction(async (tx): Promise<CheckoutPayResult> => {
      const [link] = await tx.select().from(checkoutLinks).where(eq(checkoutLinks.id, found.id)).for('update');
      const [payment] = link ? await tx.select().from(transactions).where(eq(transactions.id, link.transactionId)) : [];
      const problem = problemOf(link, payment, now);
      if (problem) return { status: problem };

      let account: typeof accounts.$inferSelect | undefined;
      if (form?.ok) {
        if (currencyForCountry(form.institution.country) !== payment.currency)
          return { status: 'invalid', errors: { institution_id: 'currency_mismatch' } };
        account = await connectAccount(tx, {
          merchantId: link.merchantId,
          ownerMerchantId: link.ownerMerchantId,
          endUserId: link.endUserId,
          institutionId: form.value.institutionId,
          accountNumber: form.value.accountNumber,
          routingNumber: form.value.routingNumber,
          type: form.value.type,
          subtype: form.value.subtype,
          creationSource: 'CHECKOUT_LINK',
          now,
        });
        if (account.currentStatus !== 'CONNECTED') {
          return {
            status: 'account_pending',
            account: { code: account.code, institutionName: form.institution.name, last4: account.last4 },
          };
        }
      } else {
        const owned = await payingAccounts(tx as HostedDeps['db'], link, payment.currency);
        if (!owned.some((a) => a.id === accountId))
          return { status: 'invalid', errors: { account_id: 'unknown_account' } };
        [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
      }

      const funded = await fundCheckoutPayment(tx, payment.id, account, now);
      if (!funded) return { status: 'completed' };
      await tx
        .update(checkoutLinks)
        .set({ deliveryStatus: 'COMPLETED', dateUpdated: now })
        .where(and(eq(checkoutLinks.id, link.id), ne(checkoutLinks.deliveryStatus, 'COMPLETED')));
      const [institution] = await tx
        .select({ name: institutions.name })
        .from(institutions)
        .where(eq(institutions.id, account.institutionId));
      const redirectTo = link.redirectUrl
        ? checkoutRedirect(link.redirectUrl, { reference: funded.id, status: funded.status, accountCode: account.code })
        : null;
      return {
        status: 'paid',
        payment: {
          id: funded.id,
          code: funded.code,
          status: funded.status,
          amount: funded.amount,
          currency: funded.currency,
        },
        account: { code: account.code, institutionName: institution?.name ?? '', last4: account.last4 },
        redirectTo,
        showConfirmation: !(redirectTo && link.customConfirmationPage),
      };
    });
  } catch (error) {
    if (isAlreadyConnected(error)) return { status: 'invalid', errors: { account_number: 'already_connected' } };
    throw error;
  }
}
