import { describe, expect, it } from 'vitest';
import {
  beyond,
  can,
  ceilingOf,
  decideMoney,
  isRoleKey,
  missingRequirements,
  MONEY_PERMISSIONS,
  NO_CURRENCY,
  PERMISSIONS,
  permissionsOf,
  presetOf,
  ROLES,
  type Access,
} from './permissions';

/**
 * What the four fixed roles held before custom roles, written out on purpose (not derived from the table): a member
 * of a preset keeps exactly this. The permissions split since (bulk refunds, plans by type) are mapped to what
 * gave them before: `refunds:bulk` was `refund`, a PAYOUT plan needed `plans:manage` + `payouts:create` (now
 * `plans:payout`), a TRANSFER plan `plans:manage` + `transfers:create` (now `plans:transfer`).
 */
const BEFORE = {
  admin: [
    'read',
    'refund',
    'disconnect',
    'plans:manage',
    'links:create',
    'end-users:create',
    'payouts:create',
    'transfers:create',
    'payments:split',
    'deposits:read',
    'exports',
    'staff:manage',
    'audit:read',
    'developers',
    'approvals:manage',
    'cases:act',
  ],
  support: [
    'read',
    'refund',
    'disconnect',
    'plans:manage',
    'links:create',
    'end-users:create',
    'deposits:read',
    'cases:act',
  ],
  finance: ['read', 'payouts:create', 'transfers:create', 'payments:split', 'deposits:read', 'exports'],
  viewer: ['read', 'deposits:read'],
} as const;

/** The permissions added with the table, and what each preset was able to do of them before. */
const SPLIT = {
  'refunds:bulk': (held: readonly string[]) => held.includes('refund'),
  'plans:payout': (held: readonly string[]) => held.includes('plans:manage') && held.includes('payouts:create'),
  'plans:transfer': (held: readonly string[]) => held.includes('plans:manage') && held.includes('transfers:create'),
} as const;

describe('the built-in presets', () => {
  it('keep exactly what each fixed role held', () => {
    for (const role of ROLES) {
      const before: readonly string[] = BEFORE[role];
      for (const permission of PERMISSIONS) {
        // New since the fixed roles: admin and finance (docs/roles.md, docs/reconciliation.md, docs/reports.md).
        if (permission === 'reconciliation' || permission === 'reports:manage') continue;
        const expected =
          permission in SPLIT ? SPLIT[permission as keyof typeof SPLIT](before) : before.includes(permission);
        expect(can(role, permission), `${role} × ${permission}`).toBe(expected);
      }
    }
    expect(permissionsOf('viewer')).toEqual(['read', 'deposits:read']);
    expect(can('finance', 'reconciliation')).toBe(true);
    expect(can('support', 'reconciliation')).toBe(false);
    expect(can('viewer', 'reconciliation')).toBe(false);
    expect(can('finance', 'reports:manage')).toBe(true);
    expect(can('support', 'reports:manage')).toBe(false);
    expect(can('viewer', 'reports:manage')).toBe(false);
  });

  it('give admins everything and no preset a ceiling', () => {
    for (const permission of PERMISSIONS) expect(can('admin', permission)).toBe(true);
    for (const role of ROLES) expect(presetOf(role).ceilings).toEqual({});
  });

  it('refuse unknown, bare custom and missing roles', () => {
    expect(can(null, 'read')).toBe(false);
    expect(can(undefined, 'read')).toBe(false);
    expect(can('root' as never, 'read')).toBe(false);
  });
});

const custom = (permissions: Access['permissions'], ceilings: Access['ceilings'] = {}): Access => ({
  role: 'refunds-desk',
  permissions,
  ceilings,
});

describe('a custom role', () => {
  it('grants what it lists and nothing else', () => {
    const desk = custom(['read', 'refund']);
    expect(can(desk, 'refund')).toBe(true);
    expect(can(desk, 'refunds:bulk')).toBe(false);
    expect(can(desk, 'deposits:read')).toBe(false);
    expect(permissionsOf(desk)).toEqual(['read', 'refund']);
  });

  it('has keys of lower-case letters, digits and dashes', () => {
    expect(isRoleKey('refunds-desk')).toBe(true);
    expect(isRoleKey('Refunds')).toBe(false);
    expect(isRoleKey('a')).toBe(false);
    expect(isRoleKey('1abc')).toBe(false);
  });

  it('reads its ceilings by permission and currency (upper case)', () => {
    const desk = custom(['refund'], { refund: { USD: 50_000 } });
    expect(ceilingOf(desk, 'refund', 'usd')).toBe(50_000);
    // A currency without a line of its own, and no `*` line: refused, never unlimited.
    expect(ceilingOf(desk, 'refund', 'EUR')).toBe(NO_CURRENCY);
    // No ceiling at all on the permission: the role does not limit it.
    expect(ceilingOf(desk, 'payouts:create', 'USD')).toBeNull();
    const anyOther = custom(['refund'], { refund: { USD: 50_000, '*': 0 } });
    expect(ceilingOf(anyOther, 'refund', 'USD')).toBe(50_000);
    expect(ceilingOf(anyOther, 'refund', 'JPY')).toBe(0);
  });

  it('says which permissions need another (refund needs read; plans that pay out need plans:manage)', () => {
    expect(missingRequirements(['refund'])).toEqual([['refund', 'read']]);
    expect(missingRequirements(['read', 'refund'])).toEqual([]);
    expect(missingRequirements(['plans:payout'])).toEqual([['plans:payout', 'plans:manage']]);
    // The access-table spec's custom role (bulk refunds without single ones, and no `read`) stays valid.
    expect(missingRequirements(['refunds:bulk', 'exports', 'developers', 'audit:read'])).toEqual([]);
    for (const role of ROLES) expect(missingRequirements(presetOf(role).permissions)).toEqual([]);
  });
});

describe('nobody grants what they do not hold (beyond)', () => {
  it('lets an admin grant anything', () => {
    expect(beyond(presetOf('admin'), custom(PERMISSIONS, { refund: { USD: 1 } }))).toEqual([]);
  });

  it('names the permissions the actor lacks', () => {
    expect(beyond(custom(['read', 'staff:manage']), custom(['read', 'refund', 'developers']))).toEqual([
      'refund',
      'developers',
    ]);
  });

  it('refuses a higher ceiling, or none where the actor has one', () => {
    const actor = custom(['read', 'staff:manage', 'refund'], { refund: { USD: 50_000 } });
    expect(beyond(actor, custom(['refund'], { refund: { USD: 50_000 } }))).toEqual([]);
    expect(beyond(actor, custom(['refund'], { refund: { USD: 10_000 } }))).toEqual([]);
    expect(beyond(actor, custom(['refund'], { refund: { USD: 50_001 } }))).toEqual(['refund USD']);
    expect(beyond(actor, custom(['refund']))).toEqual(['refund *', 'refund USD']);
    // The actor moves no EUR at all (a currency without a ceiling is refused): a role with EUR is beyond them.
    expect(beyond(actor, custom(['refund'], { refund: { USD: 10_000, EUR: 5 } }))).toEqual(['refund EUR']);
    expect(beyond(actor, custom(['refund'], { refund: { USD: 10_000, '*': 0 } }))).toEqual(['refund *']);
  });

  it('compares the catch-all line with every currency the other side names', () => {
    const actor = custom(['read', 'staff:manage', 'refund'], { refund: { USD: 50_000, '*': 1_000 } });
    expect(beyond(actor, custom(['refund'], { refund: { EUR: 1_000 } }))).toEqual([]);
    expect(beyond(actor, custom(['refund'], { refund: { EUR: 1_001 } }))).toEqual(['refund EUR']);
    expect(beyond(actor, custom(['refund'], { refund: { '*': 900, USD: 50_000 } }))).toEqual([]);
    expect(beyond(actor, custom(['refund'], { refund: { '*': 50_000 } }))).toEqual(['refund *']);
    // An actor without ceilings holds every currency unlimited.
    expect(beyond(custom(['refund']), custom(['refund'], { refund: { '*': 1 } }))).toEqual([]);
  });
});

describe('ceilings and approval rules (decideMoney)', () => {
  const rule = { id: 'rule' };
  const desk = custom(['read', 'refund'], { refund: { USD: 50_000 } });
  const decide = (access: Access, amount: number, matched: typeof rule | null, currency = 'USD') =>
    decideMoney({ access, permission: 'refund', currency, amount, rule: matched });

  it('allowed: held, at or below the ceiling, no rule', () => {
    expect(decide(desk, 50_000, null)).toEqual({ kind: 'allowed' });
    expect(decide(desk, 1, null)).toEqual({ kind: 'allowed' });
    // No ceiling on the permission at all: only the rules decide.
    expect(decide(custom(['read', 'refund']), 10_000_000, null, 'EUR')).toEqual({ kind: 'allowed' });
  });

  it('needs approval: a rule holds it, below or above the ceiling (a ceiling never loosens a rule)', () => {
    expect(decide(desk, 50_001, rule)).toEqual({ kind: 'approval', rule });
    expect(decide(desk, 100, rule)).toEqual({ kind: 'approval', rule });
  });

  it('refused: above the ceiling with no rule, or without the permission', () => {
    expect(decide(desk, 50_001, null)).toEqual({ kind: 'refused', reason: 'ceiling', ceiling: 50_000 });
    expect(decide(desk, Infinity, null)).toEqual({ kind: 'refused', reason: 'ceiling', ceiling: 50_000 });
    expect(decide(custom(['read']), 1, rule)).toEqual({ kind: 'refused', reason: 'permission' });
  });

  it('refused: a currency the ceilings do not name, unless a rule holds it (the review: USD 5.00 paid out EUR 10,000)', () => {
    expect(decide(desk, 1_000_000, null, 'EUR')).toEqual({ kind: 'refused', reason: 'currency' });
    expect(decide(desk, 1_000_000, null, 'JPY')).toEqual({ kind: 'refused', reason: 'currency' });
    expect(decide(desk, Infinity, null, 'EUR')).toEqual({ kind: 'refused', reason: 'currency' });
    expect(decide(desk, 1_000_000, rule, 'EUR')).toEqual({ kind: 'approval', rule });
    const withAnyOther = custom(['read', 'refund'], { refund: { USD: 50_000, '*': 1_000 } });
    expect(decide(withAnyOther, 1_000, null, 'EUR')).toEqual({ kind: 'allowed' });
    expect(decide(withAnyOther, 1_001, null, 'EUR')).toEqual({ kind: 'refused', reason: 'ceiling', ceiling: 1_000 });
  });

  it('knows every money permission by its approval action', () => {
    expect(Object.keys(MONEY_PERMISSIONS).every((p) => (PERMISSIONS as readonly string[]).includes(p))).toBe(true);
  });
});
