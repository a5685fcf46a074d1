/**
 * Staff roles and what each may do: the one permission table (docs/roles.md). Safe to import anywhere (client
 * components too): it holds no secrets, only the rules, so buttons, the palette and the access-table spec use the
 * same `can()` the server enforces. A custom role (console.staff_roles, lib/auth/roles.ts) is resolved on the server
 * into the same `Access` the built-in presets give.
 */
export const ROLES = ['admin', 'support', 'finance', 'viewer'] as const;
/** A built-in preset's key. A member's role is any role key (`RoleKey`): a preset's or a custom role's. */
export type Role = (typeof ROLES)[number];
/** `admin`, `support`, `finance`, `viewer`, or a custom role's key (lower-case letters, digits and dashes). */
export type RoleKey = string;

/** One line each, in display order: adding a permission is adding its line here (and its words in the messages). */
export const PERMISSIONS = [
  'read',
  'deposits:read',
  'refund',
  'refunds:bulk',
  'disconnect',
  'plans:manage',
  'plans:payout',
  'plans:transfer',
  'links:create',
  'end-users:create',
  'payouts:create',
  'transfers:create',
  'payments:split',
  /** Accept a dispute or return case, upload evidence, submit a response (docs/disputes.md); reading cases is `read`. */
  'cases:act',
  /** Import bank statements, match, unmatch, resolve reconciliation exceptions (docs/reconciliation.md); reading is `deposits:read`. */
  'reconciliation',
  /** Set the business day, subscribe reports on a schedule (docs/reports.md); reading reports is `deposits:read`. */
  'reports:manage',
  'exports',
  'developers',
  'staff:manage',
  'audit:read',
  'approvals:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The permissions that move money out of the merchant, with the approval rule action that holds them: these may carry
 * an amount ceiling per currency (docs/roles.md, "Ceilings and approval rules"). The one table between approvals and
 * permissions: `maker` marks the permission a rule's maker needs, and so its approvers (lib/approvals/kinds.ts reads it).
 */
export const MONEY_PERMISSIONS = {
  refund: { rule: 'refund', maker: true },
  'refunds:bulk': { rule: 'refund' },
  'payouts:create': { rule: 'payout', maker: true },
  'transfers:create': { rule: 'transfer', maker: true },
  'payments:split': { rule: 'split_payment', maker: true },
  'plans:payout': { rule: 'payout' },
  'plans:transfer': { rule: 'transfer' },
  /** A dispute response decides the amount at stake (docs/disputes.md, "Approvals"). */
  'cases:act': { rule: 'case_submit', maker: true },
} as const satisfies Partial<Record<Permission, { rule: string; maker?: true }>>;
export type MoneyPermission = keyof typeof MONEY_PERMISSIONS;

export function isMoneyPermission(value: unknown): value is MoneyPermission {
  return typeof value === 'string' && Object.hasOwn(MONEY_PERMISSIONS, value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Per money permission, per currency (ISO code, upper case) or `*` (every other currency, its amount compared as-is
 * in minor units): the most the role moves at once without an approval. A permission with ceilings refuses a currency
 * that has neither its own nor `*`; a permission with none is not limited by the role (docs/roles.md, "Ceilings").
 */
export type Ceilings = Partial<Record<MoneyPermission, Record<string, number>>>;

/**
 * The money permissions whose movements a member makes one at a time from a form, which may also carry a daily
 * ceiling per currency: the most one member moves under it in a business day without an approval (docs/roles.md,
 * "Daily ceilings"). Plans and dispute responses are not counted per day (a plan's runs are not a member's movements).
 */
export const DAILY_PERMISSIONS = ['refund', 'payouts:create', 'transfers:create', 'payments:split'] as const;
export type DailyPermission = (typeof DAILY_PERMISSIONS)[number];

export function isDailyPermission(value: unknown): value is DailyPermission {
  return typeof value === 'string' && (DAILY_PERMISSIONS as readonly string[]).includes(value);
}

/** Per daily permission, per currency or `*`: the most one member moves in a business day (minor units). */
export type DailyCeilings = Partial<Record<DailyPermission, Record<string, number>>>;

/** The ceiling line for every currency without one of its own. */
export const ANY_CURRENCY = '*';

/**
 * A permission that is not usable without another: the role editor refuses to grant it alone (docs/roles.md,
 * "Permissions that need another"). A refund is made from the payment's page, which `read` opens; a plan that pays
 * out or transfers is a recurring plan (`plans:manage`).
 */
export const REQUIRES: Partial<Record<Permission, readonly Permission[]>> = {
  refund: ['read'],
  'payouts:create': ['read'],
  'transfers:create': ['read'],
  'payments:split': ['read'],
  'plans:manage': ['read'],
  'plans:payout': ['plans:manage'],
  'plans:transfer': ['plans:manage'],
  disconnect: ['read'],
  'cases:act': ['read'],
  'links:create': ['read'],
  'end-users:create': ['read'],
};

/** The permissions `permissions` grants without what they need: `[permission, missing]` pairs. */
export function missingRequirements(permissions: readonly Permission[]): [Permission, Permission][] {
  return permissions.flatMap((permission) =>
    (REQUIRES[permission] ?? [])
      .filter((needed) => !permissions.includes(needed))
      .map((needed) => [permission, needed] as [Permission, Permission]),
  );
}

/** What a member may do: their role's key, its permissions and its ceilings (a plain object: it crosses to the browser). */
export interface Access {
  role: RoleKey;
  /** A custom role's name (the presets are named by the messages, `staff.role.*`). */
  name?: string;
  permissions: readonly Permission[];
  ceilings: Ceilings;
  /** Daily ceilings per member (none: only the per-movement ceilings and the rules bound a day). */
  daily?: DailyCeilings;
}

/** The built-in presets: exactly what the four fixed roles held before custom roles (lib/auth/permissions.test.ts). */
const PRESETS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  support: [
    'read',
    'deposits:read',
    'refund',
    'refunds:bulk',
    'disconnect',
    'plans:manage',
    'links:create',
    'end-users:create',
    'cases:act',
  ],
  finance: [
    'read',
    'deposits:read',
    'payouts:create',
    'transfers:create',
    'payments:split',
    'reconciliation',
    'reports:manage',
    'exports',
  ],
  viewer: ['read', 'deposits:read'],
};

/** English role names for the server's own messages (actions, mail); pages show `staff.role.*` in the member's language. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  support: 'Support',
  finance: 'Finance',
  viewer: 'Viewer',
};

/** A role a member may be given, for the selects: a preset (`name` null: the messages name it) or a custom role. */
export interface RoleOption {
  value: RoleKey;
  name: string | null;
}

/** Whether the key is one of the four built-in presets. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A custom role's key: 2–40 lower-case letters, digits and dashes, starting with a letter, never a preset's. */
export const ROLE_KEY_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && ROLE_KEY_PATTERN.test(value);
}

const presetAccess = Object.fromEntries(
  ROLES.map((role) => [role, Object.freeze({ role, permissions: PRESETS[role], ceilings: {} })]),
) as Record<Role, Access>;

/** A built-in preset's access. */
export function presetOf(role: Role): Access {
  return presetAccess[role];
}

/**
 * Whether the member may. `who` is the member's resolved access (the session's `user.access`) or a built-in role's
 * key; anything else (a custom role's bare key, null) is refused: a custom role is only known resolved.
 */
export function can(who: Access | Role | null | undefined, permission: Permission): boolean {
  if (who == null) return false;
  if (typeof who === 'string') return isRole(who) && PRESETS[who].includes(permission);
  return who.permissions.includes(permission);
}

/** The permissions a role holds, in the declared order (for display). */
export function permissionsOf(who: Access | Role): Permission[] {
  return PERMISSIONS.filter((permission) => can(who, permission));
}

/**
 * The ceiling that applies to `currency` moved under `permission`: the currency's own, else the `*` line's; null when
 * the role has no ceiling at all on the permission (only the approval rules decide); `NO_CURRENCY` when it has
 * ceilings but none for this currency (refused, never unlimited). Currency codes compare upper-case.
 */
export function ceilingOf(
  access: Pick<Access, 'ceilings'>,
  permission: MoneyPermission,
  currency: string,
): number | typeof NO_CURRENCY | null {
  return lineOf(access.ceilings[permission], currency);
}

/** The daily ceiling that applies to `currency` under `permission`, with `ceilingOf`'s answers. */
export function dailyCeilingOf(
  access: Pick<Access, 'daily'>,
  permission: MoneyPermission,
  currency: string,
): number | typeof NO_CURRENCY | null {
  return isDailyPermission(permission) ? lineOf(access.daily?.[permission], currency) : null;
}

function lineOf(lines: Record<string, number> | undefined, currency: string): number | typeof NO_CURRENCY | null {
  if (!lines || Object.keys(lines).length === 0) return null;
  const value = lines[currency.toUpperCase()] ?? lines[ANY_CURRENCY];
  return typeof value === 'number' ? value : NO_CURRENCY;
}

/** A currency the role's ceilings do not name (and no `*` line): nothing of it moves without an approval. */
export const NO_CURRENCY = -1;

/** Whether the role has any ceiling on this permission (then the currency must be known before deciding). */
export function hasCeilings(access: Access, permission: MoneyPermission): boolean {
  return Object.keys(access.ceilings[permission] ?? {}).length > 0;
}

/** Whether the role has a daily ceiling on this permission (then the currency must be known before sending). */
export function hasDailyCeilings(access: Access, permission: MoneyPermission): boolean {
  return isDailyPermission(permission) && Object.keys(access.daily?.[permission] ?? {}).length > 0;
}

/**
 * Whether `actor` holds everything `role` grants, ceilings included: a role whose permission the actor lacks, or
 * whose ceiling is higher than the actor's (or absent where the actor's is set), would grant more than the actor
 * holds. Returns what is beyond the actor (empty: within reach).
 */
export function beyond(actor: Access, role: Pick<Access, 'permissions' | 'ceilings' | 'daily'>): string[] {
  const out: string[] = [];
  for (const permission of role.permissions) if (!can(actor, permission)) out.push(permission);
  for (const permission of Object.keys(MONEY_PERMISSIONS) as MoneyPermission[]) {
    if (!role.permissions.includes(permission) || !can(actor, permission)) continue;
    out.push(...linesBeyond(actor.ceilings[permission], role.ceilings[permission], permission));
    if (isDailyPermission(permission))
      out.push(...linesBeyond(actor.daily?.[permission], role.daily?.[permission], `${permission}/day`));
  }
  return out;
}

/**
 * What `after` grants beyond `before` in power over money: money permissions, their ceilings per currency (daily ones
 * included) and approval power (`approvals:manage`). A change of role or of a role's grants that gives any of it is held
 * for a second member when the merchant has approval rules (docs/security.md, "Held changes of power").
 */
export function moneyPowerBeyond(
  before: Pick<Access, 'permissions' | 'ceilings' | 'daily'>,
  after: Pick<Access, 'permissions' | 'ceilings' | 'daily'>,
): string[] {
  const holder: Access = { role: '', ...before };
  return beyond(holder, after).filter((what) => {
    const permission = what.split(' ')[0].replace(/\/day$/, '');
    return isMoneyPermission(permission) || permission === 'approvals:manage';
  });
}

/** The currencies whose line in `role` is above the actor's (no lines: unlimited; an unnamed currency without `*`: 0). */
function linesBeyond(
  actor: Record<string, number> | undefined,
  role: Record<string, number> | undefined,
  label: string,
): string[] {
  const limit = (lines: Record<string, number> | undefined, currency: string) => {
    const line = lineOf(lines, currency);
    return line === null ? Infinity : line;
  };
  // Every currency either has a line of its own on one side or behaves as that side's `*`: comparing these covers all.
  const currencies = new Set([ANY_CURRENCY, ...Object.keys(actor ?? {}), ...Object.keys(role ?? {})]);
  return [...currencies]
    .filter((currency) => limit(role, currency) > limit(actor, currency))
    .map((currency) => `${label} ${currency}`);
}

/**
 * How a money movement goes, given the role and the approval rule that matches it (docs/roles.md):
 * - `refused`: the role lacks the permission, or the amount is above the role's ceiling and no rule holds it;
 * - `approval`: an enabled rule holds it (whatever the ceiling: a ceiling never loosens a rule);
 * - `allowed`: held, at or below any ceiling, and no rule holds it.
 */
export type MoneyDecision<R> =
  | { kind: 'allowed' }
  | { kind: 'approval'; rule: R }
  | { kind: 'refused'; reason: 'permission' }
  | { kind: 'refused'; reason: 'ceiling'; ceiling: number }
  /** The role has ceilings on the permission, none for this currency (nor `*`). */
  | { kind: 'refused'; reason: 'currency' }
  /** Above the member's daily ceiling with what they already moved today; `left` is what remains of it today. */
  | { kind: 'refused'; reason: 'daily'; ceiling: number; left: number };

export function decideMoney<R>(input: {
  access: Access;
  permission: MoneyPermission;
  currency: string;
  /** Minor units; Infinity for a recurring plan with no end. */
  amount: number;
  /**
   * What was already moved that the same ceiling bounds together with `amount` (a payment's earlier refunds: a role
   * refunds at most its ceiling of one payment, however it is split; docs/roles.md, "Ceilings").
   */
  counted?: number;
  /**
   * What the member already moved today under the permission in this currency (their daily ceiling bounds it with
   * `amount`; docs/roles.md, "Daily ceilings"). Left out: the daily ceiling is not checked.
   */
  today?: number;
  rule: R | null | undefined;
}): MoneyDecision<R> {
  if (!can(input.access, input.permission)) return { kind: 'refused', reason: 'permission' };
  if (input.rule) return { kind: 'approval', rule: input.rule };
  const ceiling = ceilingOf(input.access, input.permission, input.currency);
  if (ceiling === NO_CURRENCY) return { kind: 'refused', reason: 'currency' };
  if (ceiling !== null && input.amount + (input.counted ?? 0) > ceiling)
    return { kind: 'refused', reason: 'ceiling', ceiling };
  if (input.today !== undefined) {
    const daily = dailyCeilingOf(input.access, input.permission, input.currency);
    if (daily === NO_CURRENCY) return { kind: 'refused', reason: 'currency' };
    if (daily !== null && input.amount + input.today > daily)
      return { kind: 'refused', reason: 'daily', ceiling: daily, left: Math.max(0, daily - input.today) };
  }
  return { kind: 'allowed' };
}
