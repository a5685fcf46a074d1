import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A clone explains itself: every path a source file or doc cites exists in the repository (or is one git ignores,
 * like bench/results/), and nothing points at notes outside it (the decisions live in docs/).
 */
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
/**
 * Every text file: sources, docs, SQL migrations (their comments), configuration and CI (`.ci/run`); not the lockfile
 * (package names) nor the generated drizzle snapshots.
 */
const files = git('ls-files', '--cached', '--others', '--exclude-standard')
  .split('\n')
  .filter(
    (f) =>
      /(\.(ts|tsx|mts|md|mjs|sql|json|css)|^\.ci\/run|^\.[\w]+ignore)$/.test(f) &&
      !/(^|\/)package-lock\.json$|\/meta\/[\w.]+\.json$/.test(f) &&
      existsSync(f),
  );

/** A cited file (`lib/lists/data.ts`) or folder (`service/ledger/`); templates (`<resource>`, `*`, `…`) are not paths. */
const ROOTS = '(?:app|lib|components|service|core|docs|e2e|scripts|bench|resilience|public|\\.ci)';
/** A path segment: a name, or a Next route group `(console)` or dynamic segment `[id]`. */
const SEGMENT = '(?:\\([\\w-]+\\)|\\[[\\w.-]+\\]|[\\w.-]+)';
const CITED = new RegExp(
  `(?<![\\w./@$-])(${ROOTS}/(?:${SEGMENT}/)*(?:${SEGMENT}\\.(?:tsx|ts|mts|mjs|md|sql|json|css)(?![\\w/-])|${SEGMENT}/(?![\\w*<{…-])))`,
  'g',
);
/** A file at the root: a tool's configuration (`vitest.config.ts`, `.prettierrc.json`), the README. */
const ROOT_CITED =
  /(?<![\w./@$-])((?:\.?[\w-]+\.)*config\.(?:ts|mts|mjs|js|json)|README\.md|\.[\w-]+rc\.json|\.jscpd\.json)(?![\w/-])/g;
const OUTSIDE = new RegExp(
  `\\b(?:${['DESIGN', 'STYLE'].join('|')})\\.md\\b|\\.\\./shared(?![\\w/-])|\\.\\./shared/(?:${['DESIGN', 'STYLE', 'README', 'spec', 'hooks'].join('|')})`,
  'g',
);

/** A doc cited with a section: `docs/performance.md, "Targets"` (the quotes' text, over comment line breaks). */
const SECTION_CITED = /(docs\/[\w.-]+\.md)[,:]?\s*\(?\s*"([^"]+)"/g;
/** Where a decision is explained is a doc's section, never an issue number: the repository has no issue tracker. */
const ISSUE_CITED = /\bissues? ?#?\d+/gi;

/** Text as read: comment markers at line starts and line breaks folded into spaces, escaped quotes plain. */
const asRead = (text: string) =>
  text
    .replace(/\n\s*(?:\*(?!\/)|\/\/|--(?!>))?\s*/g, ' ')
    .replace(/\\'/g, "'")
    .replace(/\s+/g, ' ');

/** A doc's sections: its headings, the bold labels that open a paragraph or list item, a table's first cells. */
function sectionsOf(doc: string): string[] {
  const text = readFileSync(doc, 'utf8');
  const labels = [
    ...text.matchAll(/^#+\s+(.+)$/gm),
    ...text.matchAll(/\*\*([^*]+)\*\*/g),
    ...text.matchAll(/^\| ([^|]+) \|/gm),
  ];
  return labels.map((m) => m[1].replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase());
}

function ignored(path: string): boolean {
  try {
    git('check-ignore', '-q', path);
    return true;
  } catch {
    return false;
  }
}

describe('references', () => {
  it('cite only paths the repository has', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of [...text.matchAll(CITED), ...text.matchAll(ROOT_CITED)]) {
        const path = match[1];
        if (!existsSync(path) && !ignored(path)) missing.push(`${file}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cite sections their docs have', () => {
    const sections = new Map<string, string[]>();
    const missing: string[] = [];
    for (const file of files) {
      for (const [, doc, section] of asRead(readFileSync(file, 'utf8')).matchAll(SECTION_CITED)) {
        if (!existsSync(doc)) continue; // the test above names it
        if (!sections.has(doc)) sections.set(doc, sectionsOf(doc));
        const wanted = section.replace(/`/g, '').trim().toLowerCase();
        if (!sections.get(doc)!.some((s) => s.includes(wanted))) missing.push(`${file}: ${doc}, "${section}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cite no issue numbers', () => {
    const cited = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(ISSUE_CITED)].map((m) => `${file}: ${m[0]}`),
    );
    expect(cited).toEqual([]);
  });

  it('point at nothing outside it', () => {
    const outside = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(OUTSIDE)].map((m) => `${file}: ${m[0]}`),
    );
    expect(outside).toEqual([]);
  });
});
