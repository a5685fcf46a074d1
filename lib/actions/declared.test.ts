import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every server action is declared with the one builder (lib/actions/define.ts): `action(…)`, which authorizes, parses,
 * refuses and holds for approval before the write, or `openAction(…)`, which names what authorizes a signed-out use.
 * Read from the sources: a `'use server'` module that exports anything else (an `async function`, a re-export, a value
 * built another way) fails here.
 */

const ROOT = process.cwd();
const SKIP = new Set(['node_modules', '.next', '.git', 'e2e', 'service', 'core', 'bench', 'scripts', 'docs']);

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const modules = sources('.').filter((file) => /^'use server';/.test(readFileSync(path.join(ROOT, file), 'utf8')));

/** An export of a server module: what it declares, and with what. */
function exportsOf(source: string): { name: string; built: string | null }[] {
  return [...source.matchAll(/^export (?!type |interface )(.*)$/gm)].map(([, rest]) => {
    const declared = /^const (\w+)(?::[^=]+)? = (action|openAction)(?:<[^]*?>)?\(/.exec(rest);
    return { name: declared?.[1] ?? rest.slice(0, 60), built: declared?.[2] ?? null };
  });
}

/** The builder's own steps: a module that calls one itself does by hand what its declaration should say. */
const STEPS = new Set(['authorizeAction', 'authorizeAlso', 'holdForApproval', 'safeParse']);
/** A schema's own rules (a nested value parsed inside a transform): part of the declaration's `schema`. */
const RULES = new Set(['transform', 'superRefine', 'refine', 'check']);

/**
 * Modules that still take a step themselves, each because the builder cannot say it. Keep this list short: a new
 * entry needs a reason the builder cannot be extended for.
 */
const BY_HAND: Record<string, string> = {
  // Open actions: the builder's first step is a member's permission, which a signed-out visitor (an invitation) or a
  // member held on the enrolment page does not pass; `openAction` takes no schema.
  'lib/actions/sign-in/accept-invitation.ts': 'safeParse',
  'lib/actions/sign-in/confirm-two-factor.ts': 'safeParse',
};

/** The builder's steps a module's source calls itself, outside a schema's own rules. */
function stepsTakenIn(text: string): string[] {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const inRule = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent)
      if (
        ts.isCallExpression(up) &&
        ts.isPropertyAccessExpression(up.expression) &&
        RULES.has(up.expression.name.text) &&
        up.arguments.some((arg) => arg.pos <= node.pos && node.end <= arg.end)
      )
        return true;
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      if (name && STEPS.has(name) && !inRule(node)) found.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].sort();
}

describe('server actions', () => {
  it('finds the console’s server action modules', () => {
    expect(modules.length).toBeGreaterThan(60);
  });

  it('declares every exported server action with action() or openAction()', () => {
    const other = modules.flatMap((file) =>
      exportsOf(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((e) => !e.built)
        .map((e) => `${file}: export ${e.name}`),
    );
    expect(other).toEqual([]);
  });

  it('keeps the open ones to the sign-in, invitation, two-factor and hosted pages', () => {
    const open = modules.filter((file) =>
      exportsOf(readFileSync(path.join(ROOT, file), 'utf8')).some((e) => e.built === 'openAction'),
    );
    for (const file of open) expect(file).toMatch(/\/(sign-in|hosted)\//);
  });

  it('leaves authorizing, parsing and holding to the builder', () => {
    const byHand = Object.fromEntries(
      modules.flatMap((file) => {
        const steps = stepsTakenIn(readFileSync(path.join(ROOT, file), 'utf8'));
        return steps.length ? [[file, steps.join(', ')]] : [];
      }),
    );
    expect(byHand).toEqual(BY_HAND);
  });

  it('catches a step taken by hand, and not a schema’s own rule', () => {
    const run = 'async ({ session }) => { await authorizeAlso(session, p, a); const held = await holdForApproval(x); }';
    expect(stepsTakenIn(`action({ schema: z.unknown() }, ${run});`)).toEqual(['authorizeAlso', 'holdForApproval']);
    expect(stepsTakenIn('const parsed = schema.safeParse(values); await authorizeAction(p, a);')).toEqual([
      'authorizeAction',
      'safeParse',
    ]);
    expect(stepsTakenIn('const s = z.string().transform((v, ctx) => inner.safeParse(v));')).toEqual([]);
  });
});
