import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SCOPES } from '@/core/scopes';
import { APPROVAL_ACTIONS, approverRolesFor, isApprovalAction, planMoney } from '@/lib/approvals/kinds';
import { can, PERMISSIONS, ROLES, type Permission, type Role } from './permissions';

/**
 * docs/security.md, "Money paths", walked against the code. Nothing here copies the table: each row's
 * permission, rule and role cells are compared with what the action module itself checks (its source) and what
 * `can()` answers; every server action that reaches a money-moving API call and every API route guarded by a money
 * scope must have a row, so a new path without a permission and a rule fails here.
 */

const ROOT = process.cwd();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The console's calls that move money (lib/merchant-api/writes.ts). */
const MONEY_CALL =
  /\.(createPayout|createTransfer|createPayment|refundPayment|createRecurringPlan|activateRecurringPlan)\(/;
/** The API scopes that let a client move money (core/scopes.ts): write:payments, write:transaction. */
const MONEY_SCOPES = API_SCOPES.filter((scope) => scope === 'write:payments' || scope === 'write:transaction');

interface Row {
  path: string;
  where: string;
  needs: string;
  approval: string;
  roles: Record<Role, string>;
}

function tableAfter(markdown: string, heading: string, afterText?: string): string[][] {
  const section = markdown.slice(markdown.indexOf(heading));
  const from = afterText ? section.indexOf(afterText) : 0;
  const lines = section.slice(from).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const doc = read('docs/security.md');
const rows: Row[] = tableAfter(doc, '## Money paths').map(
  ([p, where, needs, approval, admin, support, finance, viewer]) => ({
    path: p,
    where: where.replace(/`/g, ''),
    needs,
    approval,
    roles: { admin, support, finance, viewer },
  }),
);
const movesNone = tableAfter(doc, '## Money paths', 'move none').map(([p, where, why]) => ({
  path: p,
  where: where.replace(/`/g, ''),
  why,
}));
const ticks = (tokens: string) => [...tokens.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

// ---- The console: server actions and what their modules reach -------------------------------------------------

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(path.join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? path.join(path.dirname(from), spec)
      : null;
  if (!base || !(base.startsWith('lib') || base.startsWith('core'))) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(path.join(ROOT, candidate))) return candidate;
  return null;
}

/** Whether a module, or a module it imports (not type-only) within lib/ and core/, calls a money-moving write. */
function reachesMoney(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  if (MONEY_CALL.test(source)) return true;
  for (const [, spec] of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
    const next = resolveImport(file, spec);
    if (next && reachesMoney(next, seen)) return true;
  }
  return false;
}

const actionModules = files('lib/actions').filter((file) => read(file).startsWith("'use server'"));

/** What a console action module checks, read from its source. */
function consoleFacts(row: Row) {
  const source = read(row.where);
  const permission = (/authorizeAction\('([^']+)'/.exec(source) ?? /^ {4}permission: '([^']+)'/m.exec(source))?.[1] as
    Permission | undefined;
  const planType = /\((PAYOUT|TRANSFER|PAYMENT)\)/.exec(row.path)?.[1];
  // A plan's money permission: its money rule's `require` (the builder checks it before the hold).
  const byPlan = source.includes('require: money.permission') && source.includes('planMoney(');
  const money = byPlan ? planMoney(planType, planType === 'PAYMENT' ? 'AUTOMATIC' : null) : null;
  const needs = [permission, ...(money ? [money.permission] : [])].filter((p): p is Permission => Boolean(p));
  // The money rule a declaration names (`money: planMoneyRule`) is read from that function; an inline one in place.
  const named = /^ {4}money: (\w+),$/m.exec(source)?.[1];
  const held = named
    ? /action: '([a-z_]+)'/.exec(source.slice(source.indexOf(`function ${named}(`)))?.[1]
    : /(?:holdForApproval(?:<[^>]*>)?\(\{|money: [^]*?\(\{)[^]*?action: '([a-z_]+)'/.exec(source)?.[1];
  const matched = /matchRule\(db, \{ action: '([a-z_]+)'/.exec(source)?.[1];
  const rule = byPlan
    ? money && /rule: \{ action: money\.rule/.test(source)
      ? money.rule
      : null
    : (matched ?? (held && isApprovalAction(held) ? held : null));
  const approval =
    source.includes('decide(db') ||
    (source.includes('approverRoles.includes(user.role)') && source.includes('request.makerId === user.id'));
  const inherited = !rule && /batch\.status !== 'running'/.test(source) && source.includes('runBatch(');
  return { permission, needs, byPlan, planType, money, rule, approval, inherited };
}

// ---- The API: routes and the scope each guard asks --------------------------------------------------------------

interface ApiRoute {
  route: string;
  scope: string;
}

/** Every route declared in service/**\/routes.ts with the scope of its guard (a template path is expanded over its union). */
function apiRoutes(): ApiRoute[] {
  const out: ApiRoute[] = [];
  for (const file of files('service').filter((f) => f.endsWith('routes.ts'))) {
    const source = read(file);
    for (const block of source.split(/createRoute\(\{/).slice(1)) {
      const method = /method: '(\w+)'/.exec(block)?.[1];
      const scope = /guard\('([^']+)'/.exec(block)?.[1];
      const plain = /path: '([^']+)'/.exec(block)?.[1];
      const template = /path: `([^`]+)`/.exec(block)?.[1];
      if (!method || !scope) continue;
      const paths = plain
        ? [plain]
        : template
          ? (() => {
              const variable = /\$\{(\w+)\}/.exec(template)?.[1] ?? '';
              const union = new RegExp(`\\(${variable}: ([^)]+)\\)`).exec(source)?.[1] ?? '';
              return [...union.matchAll(/'([^']+)'/g)].map((m) => template.replace(`\${${variable}}`, m[1]));
            })()
          : [`<unreadable path in ${file}>`];
      for (const p of paths) out.push({ route: `${method.toUpperCase()} ${p}`, scope });
    }
  }
  return out;
}

const isApiRow = (row: { where: string }) => /^(GET|POST|PUT|PATCH|DELETE) \//.test(row.where);

describe('docs/security.md, "Money paths", against the code', () => {
  it('lists every console action that reaches a money-moving call', () => {
    const money = actionModules.filter((file) => reachesMoney(file));
    // Sanity: the walk does find the known paths.
    expect(money).toContain('lib/actions/transactions/create-payout.ts');
    const documented = new Set([...rows.map((r) => r.where), ...movesNone.map((r) => r.where)]);
    expect(money.filter((file) => !documented.has(file))).toEqual([]);
  });

  it('lists every API route a money scope guards, with that scope', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const moneyRoutes = routes.filter(
      (r) => (MONEY_SCOPES as readonly string[]).includes(r.scope) && !r.route.startsWith('GET '),
    );
    const documented = new Set([
      ...rows.filter(isApiRow).map((r) => r.where),
      ...movesNone.filter(isApiRow).map((r) => r.where),
    ]);
    expect(moneyRoutes.map((r) => r.route).filter((route) => !documented.has(route))).toEqual([]);
    for (const row of rows.filter(isApiRow)) {
      const route = routes.find((r) => r.route === row.where);
      expect(route, `${row.where} is not a route`).toBeDefined();
      expect(ticks(row.needs), row.where).toEqual([route!.scope]);
    }
  });

  for (const row of rows) {
    it(`${row.path}: a permission and an approval rule, and the roles the code allows`, () => {
      if (isApiRow(row)) {
        const scope = ticks(row.needs)[0];
        expect((API_SCOPES as readonly string[]).includes(scope)).toBe(true);
        // The API's control is the scope alone (docs/security.md, "Money paths"): said, never implied.
        expect(row.approval).toMatch(/^none: API key/);
        for (const role of ROLES) expect(row.roles[role]).toBe('—');
        return;
      }
      const facts = consoleFacts(row);
      expect(facts.permission, `${row.where} checks no permission`).toBeDefined();
      const documentedNeeds = ticks(row.needs).filter((t) => (PERMISSIONS as readonly string[]).includes(t));
      expect(documentedNeeds, row.path).toEqual(facts.needs);

      if (facts.approval) {
        expect(row.approval).toMatch(/^the approval itself/);
        for (const role of ROLES) {
          const approves = APPROVAL_ACTIONS.filter((action) => approverRolesFor(action).includes(role));
          expect(row.roles[role], `${row.path} × ${role}`).toBe(
            approves.length && can(role, facts.permission!) ? approves.join(', ') : '✗',
          );
        }
        return;
      }
      if (facts.byPlan && !facts.money) {
        // Only a plan whose money comes in (planMoney null) is not held; the table must say so.
        expect(row.approval).toMatch(/^none: money comes in/);
      } else if (facts.inherited) {
        expect(row.approval).toMatch(/^inherited: /);
      } else {
        expect(facts.rule, `${row.path} consults no approval rule`).toBeTruthy();
        expect(ticks(row.approval)[0], row.path).toBe(facts.rule);
      }
      for (const role of ROLES) {
        const allowed = facts.needs.every((p) => can(role, p));
        expect(row.roles[role], `${row.path} × ${role}`).toBe(allowed ? '✓' : '✗');
      }
    });
  }

  it('holds support to no path that moves money out (a payout plan to their own account among them)', () => {
    const out = rows.filter((r) => !isApiRow(r) && /Payout|Transfer|PAYOUT|TRANSFER/.test(r.path));
    expect(out.length).toBeGreaterThanOrEqual(6);
    for (const row of out) expect(row.roles.support, row.path).toBe('✗');
  });
});
