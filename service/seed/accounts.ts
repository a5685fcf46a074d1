import { capabilitiesFor, currencyForCountry, DISCONNECTION_REASONS, VALIDATION_ACTION } from '../accounts/states';
import { DAY, type AccountInfo, type DatasetOptions, type Person, type SeedContext } from './context';

/** A bank account of an end user (connected directly, or through a completed connect link), in every status; usable ones join the payers. */
export async function makeAccount(
  g: SeedContext,
  person: Person,
  institution: DatasetOptions['institutions'][number],
  viaLink?: { linkId: string; at: number },
) {
  const { r, m } = g;
  const id = `acc_${r.uuid()}`;
  const code = r.code('ACC');
  const created = viaLink?.at ?? person.created + r.int(0, 20) * DAY + r.int(0, DAY - 1);
  const number = `${r.int(1, 9)}${r.digits(r.int(7, 11))}`;
  const subtype = r.weighted([
    ['CHECKING', 6],
    ['SAVINGS', 3],
    ['MONEY_MARKET', 1],
  ] as const);
  let status: string = r.weighted([
    ['CONNECTED', 86],
    ['DISCONNECTED', 9],
    ['CREATED', 2],
    ['VERIFICATION_IN_PROGRESS', 3],
  ] as const);
  if (institution.requiresValidation && status === 'CONNECTED' && r.chance(0.35)) status = 'VERIFICATION_PENDING';
  const until =
    status === 'DISCONNECTED' ? Math.max(created + DAY, g.now - r.int(1, 40) * DAY) : Number.POSITIVE_INFINITY;
  const currency = currencyForCountry(institution.country);
  const info: AccountInfo = { id, code, endUserId: person.id, currency, status, from: created, until };
  const usable = status === 'CONNECTED' || status === 'DISCONNECTED';
  if (usable) {
    person.accounts.push(info);
    const pool = g.payers.get(currency) ?? [];
    pool.push(info);
    g.payers.set(currency, pool);
  }
  const { capabilities, enabledRealTimePayouts } = capabilitiesFor(subtype);
  const pending = status === 'VERIFICATION_PENDING';
  await g.emit('accounts', {
    id,
    code,
    merchantId: m.id,
    ownerMerchantId: person.ownerMerchantId,
    endUserId: person.id,
    institutionId: institution.id,
    sourceConnectLinkId: viaLink?.linkId ?? null,
    currentStatus: status,
    requiresAccountValidation: pending,
    pendingAccountValidations: pending ? [{ slug: `confirm-${r.digits(12)}`, action: VALIDATION_ACTION }] : null,
    remarks: status === 'CREATED' && r.chance(0.5) ? 'ACCOUNT_DOES_NOT_EXIST' : null,
    token: `tok_${r.uuid()}`,
    accountNumberHash: g.o.hashAccountNumber(number),
    routingNumber:
      institution.country === 'USA' ? r.pick(['011000015', '021000021', '026009593', '121000358', '322271627']) : null,
    last4: number.slice(-4),
    type: 'DEPOSITORY',
    subtype,
    currency,
    capabilities,
    enabledRealTimePayouts,
    disconnectionReason: status === 'DISCONNECTED' ? r.pick(DISCONNECTION_REASONS.filter((d) => d !== 'OTHER')) : null,
    disconnectionNote: status === 'DISCONNECTED' && r.chance(0.4) ? 'Closed at the customer’s request' : null,
    primaryReference: r.chance(0.3) ? `BANK-${r.digits(5)}` : null,
    secondaryReference: null,
    metadata: {},
    creationSource: viaLink
      ? 'CONNECT_LINK'
      : r.weighted([
          ['MERCHANT_API', 5],
          ['MERCHANT_PORTAL', 1],
        ] as const),
    dateCreated: new Date(created),
    dateUpdated: new Date(status === 'DISCONNECTED' ? until : created),
  });
  g.summary.accounts++;
  return info;
}

/** A random account of the currency that is connected at t (a few tries), or null. */
export function payerAt(g: SeedContext, t: number, currency: string): AccountInfo | null {
  const pool = g.payers.get(currency) ?? [];
  for (let tries = 0; tries < 20 && pool.length; tries++) {
    const a = g.r.pick(pool);
    if (a.from <= t && t < a.until) return a;
  }
  return null;
}
