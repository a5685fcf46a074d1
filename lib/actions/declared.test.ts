import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
});
