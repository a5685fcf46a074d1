import { makeAccount } from './accounts';
import { pad, DAY, type Person, type SeedContext } from './context';
import {
  CO_CITIES,
  CO_COMPANY_KINDS,
  CO_COMPANY_WORDS,
  CO_FIRST_NAMES,
  CO_LAST_NAMES,
  CO_STREETS,
  US_CITIES,
  US_COMPANY_KINDS,
  US_COMPANY_WORDS,
  US_FIRST_NAMES,
  US_LAST_NAMES,
  US_STREETS,
} from './names';

/** End users of the merchant and its sub-merchants, people and organizations in the USA and Colombia, each with one to three bank accounts. */
export async function makeEndUsers(g: SeedContext) {
  const { r, m } = g;
  const institutionsBy = (country: string) => g.o.institutions.filter((i) => i.country === country);
  for (let i = 0; i < g.sizes.endUsers; i++) {
    const country = r.chance(0.25) ? 'COL' : 'USA';
    const organization = r.chance(0.28);
    const owner = r.chance(0.85) ? m.id : r.pick(m.subMerchantIds);
    const created = g.start - r.int(1, 60) * DAY + r.int(0, DAY - 1);
    const first = r.pick(country === 'COL' ? CO_FIRST_NAMES : US_FIRST_NAMES);
    const last = r.pick(country === 'COL' ? CO_LAST_NAMES : US_LAST_NAMES);
    const company = `${r.pick(country === 'COL' ? CO_COMPANY_WORDS : US_COMPANY_WORDS)} ${r.pick(country === 'COL' ? CO_COMPANY_KINDS : US_COMPANY_KINDS)}`;
    const city = r.pick(country === 'COL' ? CO_CITIES : US_CITIES);
    const language = country === 'COL' ? (r.chance(0.9) ? 'es_CO' : 'en_US') : r.chance(0.06) ? 'es_CO' : 'en_US';
    const id = `eur_${r.uuid()}`;
    const code = r.code('EUR');
    const emailName = (organization ? company : `${first}.${last}`)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '')
      .toLowerCase();
    const person: Person = { id, code, country, ownerMerchantId: owner, language, created, accounts: [] };
    g.people.push(person);
    await g.emit('endUsers', {
      id,
      code,
      merchantId: m.id,
      ownerMerchantId: owner,
      type: organization ? 'ORGANIZATION' : 'INDIVIDUAL',
      firstName: organization ? null : first,
      lastName: organization ? null : last,
      organization: organization ? company : null,
      organizationLegalName: organization ? company : null,
      localId:
        country === 'COL'
          ? organization
            ? `9${r.digits(8)}-${r.int(0, 9)}`
            : r.digits(r.pick([8, 10]))
          : r.chance(0.7)
            ? organization
              ? `${r.digits(2)}-${r.digits(7)}`
              : r.digits(9)
            : null,
      localIdType:
        country === 'COL'
          ? organization
            ? 'NIT'
            : 'CEDULA_DE_CIUDADANIA'
          : organization
            ? 'EIN'
            : r.pick(['SSN', 'DRIVERS_LICENSE', 'PASSPORT']),
      localIdCountry: country,
      dateOfBirth: organization ? null : `${r.int(1950, 2004)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`,
      email: `${emailName}.${i}@example.${country === 'COL' ? 'co' : 'com'}`,
      phoneCountryCode: country === 'COL' ? '57' : '1',
      phoneNumber: country === 'COL' ? `3${r.digits(9)}` : `${r.int(201, 989)}555${r.digits(4)}`,
      address: {
        address_line_1: `${country === 'COL' ? `${r.pick(CO_STREETS)} # ${r.int(1, 120)}-${r.int(1, 99)}` : `${r.int(10, 9999)} ${r.pick(US_STREETS)}`}`,
        address_line_2: r.chance(0.2) ? (country === 'COL' ? `Apto ${r.int(101, 1804)}` : `Apt ${r.int(1, 40)}`) : null,
        locality: city.locality,
        administrative_district: city.district,
        postal_code: city.postal,
        country,
      },
      preferredLanguage: language,
      note: r.chance(0.08)
        ? r.pick(['VIP customer', 'Prefers email', 'Corporate account', 'Referred by a guide'])
        : null,
      primaryReference: r.chance(0.5) ? `CUST-${r.int(10_000, 99_999)}` : null,
      secondaryReference: r.chance(0.15) ? `CRM-${r.digits(6)}` : null,
      metadata: r.chance(0.3) ? { segment: r.pick(['retail', 'wholesale', 'member']) } : {},
      creationSource: r.weighted([
        ['MERCHANT_API', 6],
        ['CONNECT_LINK', 2],
        ['CHECKOUT_LINK', 1],
        ['MERCHANT_PORTAL', 1],
      ] as const),
      dateCreated: new Date(created),
      dateUpdated: new Date(created),
    });
    g.summary.endUsers++;

    const count = r.weighted([
      [1, 70],
      [2, 25],
      [3, 5],
    ] as const);
    for (let a = 0; a < count; a++) await makeAccount(g, person, r.pick(institutionsBy(country)));
  }
}
