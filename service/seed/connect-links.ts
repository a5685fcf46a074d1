import { introTextByLanguage } from '../connect-links/intro-text';
import { newPublicToken } from '../lib/ids';
import { makeAccount } from './accounts';
import { DAY, MINUTE, type SeedContext } from './context';

/** Links in every delivery status; a completed one connected an account. */
export async function makeConnectLinks(g: SeedContext) {
  const { r, m } = g;
  for (let i = 0; i < g.sizes.connectLinks; i++) {
    const person = r.pick(g.people);
    const created = Math.min(
      g.now - MINUTE,
      Math.max(person.created, g.start) + r.int(0, g.o.days - 1) * DAY + r.int(0, DAY - 1),
    );
    const expires = r.chance(0.6) ? created + r.pick([1, 3, 7, 14]) * DAY : null;
    const expired = expires !== null && expires <= g.now;
    let status = r.weighted([
      ['COMPLETED', 5],
      ['OPENED', 2],
      ['CREATED', 2],
    ] as const);
    const linkId = `clk_${r.uuid()}`;
    let accountId: string | null = null;
    let updated = created;
    if (status === 'COMPLETED') {
      const at = created + r.int(2, 90) * MINUTE;
      if ((expires !== null && at >= expires) || at >= g.now) status = 'OPENED';
      else {
        const institutions = g.o.institutions.filter((x) => x.country === person.country);
        accountId = (await makeAccount(g, person, r.pick(institutions), { linkId, at })).id;
        updated = at;
      }
    }
    if (status === 'OPENED') updated = Math.min(g.now, created + r.int(1, 600) * MINUTE);
    const language = r.chance(0.7) ? person.language : r.pick(['en_US', 'es_CO'] as const);
    const intro =
      language === 'es_CO'
        ? `${m.name} usa ${g.o.serviceName} para conectar tu banco`
        : `${m.name} uses ${g.o.serviceName} to link your bank`;
    await g.emit('connectLinks', {
      id: linkId,
      code: r.code('CLK'),
      publicToken: newPublicToken(),
      merchantId: m.id,
      ownerMerchantId: person.ownerMerchantId,
      endUserId: person.id,
      introText: introTextByLanguage(intro.slice(0, 70)),
      backgroundColor: r.chance(0.4) ? r.pick(['#f4f6f8', '#eef6f1', '#fdf6ec']) : null,
      buttonColor: r.chance(0.5) ? r.pick(['#0a2540', '#1f7a4d', '#b4451f', '#5b3cc4']) : null,
      buttonTextColor: null,
      contentBoxTextColor: null,
      contentBackgroundColor: null,
      defaultInstitutionId: r.chance(0.3)
        ? r.pick(g.o.institutions.filter((x) => x.country === person.country)).id
        : null,
      primaryReference: r.chance(0.5) ? `ONB-${r.int(1000, 9999)}` : null,
      secondaryReference: null,
      defaultLanguage: language,
      redirectUrl: r.chance(0.5) ? 'https://acme-outdoor.example/connected' : null,
      expirationDate: expires === null ? null : new Date(expires),
      customConfirmationPage: r.chance(0.2),
      deliveryStatus: expired && status !== 'COMPLETED' ? r.pick(['CREATED', 'OPENED']) : status,
      accountId,
      metadata: {},
      dateCreated: new Date(created),
      dateUpdated: new Date(updated),
    });
    g.summary.connectLinks++;
  }
}
