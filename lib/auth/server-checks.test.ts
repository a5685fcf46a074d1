import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPermission } from './permissions';

/**
 * Every permission check stays on the server (docs/roles.md): each console page, route handler and server action
 * checks a permission of the table itself (requirePermission / authorizeRequest / authorizeAction), whatever the
 * buttons hide. Read from the sources, so a new file without a check, or a check naming a permission the table does
 * not have, fails here.
 */

const ROOT = process.cwd();
function files(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(path.join(dir, entry.name), match)
      : match(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const named = (source: string, call: string) =>
  [...source.matchAll(new RegExp(`${call}\\(\\s*'([^']+)'`, 'g'))].map((m) => m[1]);

/** Server actions a signed-out visitor uses (sign-in, invitations, the hosted pages) or that only end the caller's own session. */
const OPEN_ACTIONS = new Set([
  'lib/actions/hosted/pay-checkout.ts',
  'lib/actions/hosted/connect.ts',
  'lib/actions/sign-in/confirm-two-factor.ts',
  'lib/actions/sign-in/accept-invitation.ts',
  'lib/actions/sign-in/sign-out.ts',
  'lib/actions/sign-in/sign-in.ts',
  // Single sign-on's start and its second factor (the encrypted ticket names the member; docs/sso.md).
  'lib/actions/sign-in/sso-code.ts',
  'lib/actions/sign-in/sso-sign-in.ts',
]);

/** Route handlers whose own token is the authority: a scheduled report's signed, expiring link (docs/reports.md). */
const OPEN_ROUTES = new Set(['app/(console)/reports/download/route.ts']);

describe('server-side permission checks', () => {
  it('every console page checks a permission of the table', () => {
    const pages = files('app/(console)', (n) => n === 'page.tsx');
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      const permissions = named(read(page), 'requirePermission');
      expect(permissions.length, `${page} checks no permission`).toBeGreaterThan(0);
      for (const p of permissions) expect(isPermission(p), `${page}: ${p}`).toBe(true);
    }
  });

  it('every page behind a loading screen is checked by a layout before the screen streams', () => {
    // loading.tsx streams its screen with HTTP 200 before the page renders, so the page's own refusal would come
    // inside a 200; a layout at or above the loading screen's folder renders first (lib/auth/guards.ts,
    // permissionLayout). Each page under such a folder must have every permission it asks checked by one of them.
    const screens = files('app/(console)', (n) => n === 'loading.tsx').map((f) => path.dirname(f));
    expect(screens.length).toBeGreaterThan(15);
    const layoutChecks = (dir: string): string[] => {
      const checks: string[] = [];
      for (let at = dir; at !== 'app/(console)' && at !== '.'; at = path.dirname(at)) {
        const layout = path.join(at, 'layout.tsx');
        if (!existsSync(path.join(ROOT, layout))) continue;
        const source = read(layout);
        checks.push(...named(source, 'permissionLayout'), ...named(source, 'requirePermission'));
      }
      return checks;
    };
    const unchecked: string[] = [];
    for (const screen of screens) {
      const checked = layoutChecks(screen);
      for (const page of files(screen, (n) => n === 'page.tsx'))
        for (const permission of named(read(page), 'requirePermission'))
          if (!checked.includes(permission)) unchecked.push(`${page} (${permission}) behind ${screen}/loading.tsx`);
    }
    expect(unchecked).toEqual([]);
  });

  it('every console route handler checks a permission of the table', () => {
    const routes = files('app/(console)', (n) => n === 'route.ts');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes.filter((r) => !OPEN_ROUTES.has(r))) {
      const permissions = named(read(route), 'authorizeRequest');
      expect(permissions.length, `${route} checks no permission`).toBeGreaterThan(0);
      for (const p of permissions) expect(isPermission(p), `${route}: ${p}`).toBe(true);
    }
  });

  it('every server action checks a permission of the table first', () => {
    const actions = files('lib/actions', (n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).filter((f) =>
      read(f).startsWith("'use server'"),
    );
    expect(actions.length).toBeGreaterThan(50);
    for (const action of actions.filter((a) => !OPEN_ACTIONS.has(a))) {
      const source = read(action);
      // Declared with the builder (lib/actions/define.ts), whose `permission` is checked first.
      const declared = [...source.matchAll(/^ {4}permission: '([^']+)'/gm)].map((m) => m[1]);
      const permissions = [...named(source, 'authorizeAction'), ...declared, ...named(source, 'authorizeAlso')];
      expect(
        [...named(source, 'authorizeAction'), ...declared].length,
        `${action} checks no permission`,
      ).toBeGreaterThan(0);
      for (const p of permissions) expect(isPermission(p), `${action}: ${p}`).toBe(true);
    }
  });
});
