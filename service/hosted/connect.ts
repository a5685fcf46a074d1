import { and, eq, ne } from 'drizzle-orm';
import { connectAccount } from '../accounts/queries';
import { isExpired } from '../connect-links/intro-text';
import { connectLinks, endUsers, institutions } from '../db/schema';
import {
  parseAccountForm,
  type AccountFormErrors,
  type AccountFormInput,
  type InstitutionChoice,
} from './account-form';
import { issueFormToken, verifyFormToken } from './form-token';
import { connectRedirect } from './redirect';
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

/** The Connect page's colours; spec 2.6 gives no defaults, these match the console. */
export const CONNECT_DEFAULT_COLORS = {
  background: '#f4f6f8',
  contentBackground: '#ffffff',
  contentText: '#1f2933',
  button: '#0a2540',
  buttonText: '#ffffff',
} as const;

export type ConnectColors = { [K in keyof typeof CONNECT_DEFAULT_COLORS]: string };

export interface ConnectPage {
  status: 'open';
  linkId: string;
  language: HostedLanguage;
  merchantName: string;
  serviceName: string;
  introText: string;
  endUserName: string;
  colors: ConnectColors;
  institutions: InstitutionChoice[];
  defaultInstitutionId: string | null;
  formToken: string;
}

export type ConnectPageResult =
  ConnectPage | { status: LinkProblem; language: HostedLanguage; merchantName: string | null };

export interface ConnectedAccountSummary {
  id: string;
  code: string;
  last4: string;
  status: string;
  institutionName: string;
  requiresValidation: boolean;
}

export type ConnectSubmitResult =
  | { status: 'connected'; account: ConnectedAccountSummary; redirectTo: string | null; showConfirmation: boolean }
  | { status: 'invalid'; errors: AccountFormErrors }
  | { status: LinkProblem }
  | GuardFailure;

type LinkRow = typeof connectLinks.$inferSelect;

function problemOf(link: LinkRow | undefined, now: Date): LinkProblem | null {
  if (!link) return 'not_found';
  if (link.deliveryStatus === 'COMPLETED') return 'completed';
  if (isExpired(link.expirationDate, now)) return 'expired';
  return null;
}

function colorsOf(link: LinkRow): ConnectColors {
  return {
    background: link.backgroundColor ?? CONNECT_DEFAULT_COLORS.background,
    contentBackground: link.contentBackgroundColor ?? CONNECT_DEFAULT_COLORS.contentBackground,
    contentText: link.contentBoxTextColor ?? CONNECT_DEFAULT_COLORS.contentText,
    button: link.buttonColor ?? CONNECT_DEFAULT_COLORS.button,
    buttonText: link.buttonTextColor ?? CONNECT_DEFAULT_COLORS.buttonText,
  };
}

/** Whether a connect link can be used, read only (nothing moves): what proxy.ts answers its status by. */
export async function connectLinkState(
  deps: Pick<HostedDeps, 'db' | 'clock'>,
  token: string,
): Promise<LinkProblem | 'open'> {
  if (!looksLikeToken(token)) return 'not_found';
  const [link] = await deps.db.select().from(connectLinks).where(eq(connectLinks.publicToken, token));
  return problemOf(link, deps.clock.now()) ?? 'open';
}

/**
 * The Connect page for a link's public token. Opening a usable link moves it CREATED → OPENED (a
 * conditional UPDATE, so reloading changes nothing). Completed, expired and unknown links say so.
 */
export async function openConnectPage(deps: HostedDeps, token: string): Promise<ConnectPageResult> {
  const { db } = deps;
  const now = deps.clock.now();
  if (!looksLikeToken(token)) return { status: 'not_found', language: 'en_US', merchantName: null };
  const [row] = await db
    .select({ link: connectLinks, endUser: endUsers })
    .from(connectLinks)
    .innerJoin(endUsers, eq(endUsers.id, connectLinks.endUserId))
    .where(eq(connectLinks.publicToken, token));
  const language = languageOf(row?.link.defaultLanguage);
  const problem = problemOf(row?.link, now);
  const name = row ? await merchantName(db, row.link.ownerMerchantId) : null;
  if (problem || !row) return { status: problem ?? 'not_found', language, merchantName: name };
  const { link, endUser } = row;

  await db
    .update(connectLinks)
    .set({ deliveryStatus: 'OPENED', dateUpdated: now })
    .where(and(eq(connectLinks.id, link.id), eq(connectLinks.deliveryStatus, 'CREATED')));
  return {
    status: 'open',
    linkId: link.id,
    language,
    merchantName: name ?? '',
    serviceName: deps.serviceName,
    introText: link.introText[language] ?? link.introText.en_US ?? '',
    endUserName: endUserDisplayName(endUser),
    colors: colorsOf(link),
    institutions: await institutionChoices(db),
    defaultInstitutionId: link.defaultInstitutionId,
    formToken: await issueFormToken(db, 'connect', link.id, now),
  };
}

/**
 * The end user submitted the Connect form: the account is connected for the link's end user
 * (CONNECTED, or VERIFICATION_PENDING at an institution that requires validation) and the link is
 * COMPLETED, in one database transaction with the link row locked, so a double submit connects once.
 */
export async function submitConnect(
  deps: HostedDeps,
  token: string,
  input: AccountFormInput,
  context: SubmitContext,
): Promise<ConnectSubmitResult> {
  const { db } = deps;
  const now = deps.clock.now();
  if (!looksLikeToken(token)) return { status: 'not_found' };
  const [found] = await db
    .select({ id: connectLinks.id })
    .from(connectLinks)
    .where(eq(connectLinks.publicToken, token));
  if (!found) return { status: 'not_found' };
  const retryAfterSeconds = deps.limiter.hit(context.ip, found.id, now.getTime());
  if (retryAfterSeconds > 0) return { status: 'rate_limited', retryAfterSeconds };
  if (!(await verifyFormToken(db, 'connect', found.id, context.formToken, now))) return { status: 'forbidden' };

  const parsed = parseAccountForm(input, await institutionChoices(db));
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors };
  const form = parsed.value;

  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx.select().from(connectLinks).where(eq(connectLinks.id, found.id)).for('update');
      const problem = problemOf(link, now);
      if (problem) return { status: problem };
      const account = await connectAccount(tx, {
        merchantId: link.merchantId,
        ownerMerchantId: link.ownerMerchantId,
        endUserId: link.endUserId,
        institutionId: form.institutionId,
        accountNumber: form.accountNumber,
        routingNumber: form.routingNumber,
        type: form.type,
        subtype: form.subtype,
        primaryReference: link.primaryReference,
        secondaryReference: link.secondaryReference,
        creationSource: 'CONNECT_LINK',
        sourceConnectLinkId: link.id,
        now,
      });
      await tx
        .update(connectLinks)
        .set({ deliveryStatus: 'COMPLETED', accountId: account.id, dateUpdated: now })
        .where(and(eq(connectLinks.id, link.id), ne(connectLinks.deliveryStatus, 'COMPLETED')));
      const [institution] = await tx
        .select({ name: institutions.name })
        .from(institutions)
        .where(eq(institutions.id, account.institutionId));
      const summary: ConnectedAccountSummary = {
        id: account.id,
        code: account.code,
        last4: account.last4,
        status: account.currentStatus,
        institutionName: institution?.name ?? '',
        requiresValidation: account.requiresAccountValidation,
      };
      const redirectTo = link.redirectUrl
        ? connectRedirect(link.redirectUrl, {
            accountCode: summary.code,
            last4: summary.last4,
            institutionName: summary.institutionName,
            accountStatus: summary.status,
            accountId: summary.id,
            linkId: link.id,
          })
        : null;
      // custom_confirmation_page: the merchant shows its own confirmation, so go straight to it.
      return {
        status: 'connected' as const,
        account: summary,
        redirectTo,
        showConfirmation: !(redirectTo && link.customConfirmationPage),
      };
    });
  } catch (error) {
    if (isAlreadyConnected(error)) return { status: 'invalid', errors: { account_number: 'already_connected' } };
    throw error;
  }
}
