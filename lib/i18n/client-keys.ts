import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which messages the browser needs, read from the source with the TypeScript compiler (test and script only, never
 * bundled; docs/decisions.md, "Only the messages a page's client components use reach the browser").
 *
 * From a route file (a page, the console layout, a loading or error file) it follows every runtime import inside
 * the repository. A module is client code when it says 'use client' or a client module imports it (unless it says
 * 'use server'). It collects:
 * - in client code, every string that is a dictionary key (`t('nav.payments')`, `labelKey: 'nav.payments'`), the
 *   `.one`/`.other` forms of a `t.plural('x', n)` key, and the fixed head of a key built at run time
 *   (`t(\`staff.role.${role}\`)` and `'staff.role.' + role` give the prefix `staff.role.`);
 * - in server code, the same, except a key worded right there by the server's translator (`t('x')`,
 *   `(await getT())('x')`): every other key in server code may reach a client component as a prop (a filter's
 *   `labelKey`, a phrase an action returns, a zod message).
 * A key that only exists at run time with no fixed head (`t(\`${area}.title\`)`) cannot be seen: the collector
 * lists such places (`dynamic`), and lib/i18n/client-keys.test.ts allows none in client code.
 */

export interface KeyUse {
  /** Dictionary keys, sorted. */
  keys: string[];
  /** Key prefixes (every key starting with one), sorted. */
  prefixes: string[];
}

export interface Collected extends KeyUse {
  /** `file:line` of client `t(…)` calls whose key has no fixed head. */
  dynamic: string[];
}

/** Modules never followed: the dictionaries themselves (every key is a literal there) and the API (no console keys). */
const NOT_FOLLOWED = /^(lib\/i18n\/(en|es-CO)\.ts|lib\/i18n\/messages\/|service\/|node_modules\/)/;

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const candidate of ['', ...EXTENSIONS]) {
    const rel = base + candidate;
    if (/\.(tsx?|mjs|js)$/.test(rel) && existsSync(path.join(root, rel))) return rel;
  }
  return null;
}

function directive(file: ts.SourceFile): 'client' | 'server' | null {
  for (const statement of file.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === 'use client') return 'client';
    if (statement.expression.text === 'use server') return 'server';
  }
  return null;
}

/** Whether an import or export brings runtime code (not `import type`, not only `type` specifiers). */
function isRuntimeImport(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // import './side-effect'
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  return !clause || !ts.isNamedExports(clause) || clause.elements.some((e) => !e.isTypeOnly);
}

/** A call that words a key on the server right away: `t('x')`, `t.plural('x', n)`, `(await getT())('x')`. */
function isServerWording(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  if (ts.isPropertyAccessExpression(callee))
    return ts.isIdentifier(callee.expression) && callee.expression.text === 't' && callee.name.text === 'plural';
  return ts.isParenthesizedExpression(callee) && /getT\(\)/.test(callee.getText());
}

function isTranslateCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 't' &&
    callee.name.text === 'plural'
  );
}

export class KeyCollector {
  private readonly known: string[];
  private readonly knownSet: Set<string>;
  private readonly sources = new Map<string, ts.SourceFile>();

  constructor(
    private readonly root: string,
    keys: Iterable<string>,
  ) {
    this.known = [...keys].sort();
    this.knownSet = new Set(this.known);
  }

  private source(rel: string): ts.SourceFile {
    let file = this.sources.get(rel);
    if (!file) {
      const text = readFileSync(path.join(this.root, rel), 'utf8');
      file = ts.createSourceFile(
        rel,
        text,
        ts.ScriptTarget.Latest,
        true,
        rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      this.sources.set(rel, file);
    }
    return file;
  }

  private isPrefix(head: string): boolean {
    if (!head.includes('.')) return false;
    const dot = head.slice(0, head.lastIndexOf('.') + 1);
    return this.known.some((key) => key.startsWith(dot));
  }

  /** The keys and prefixes the client code reachable from these route files uses (see the file's comment). */
  collect(entries: string[]): Collected {
    const keys = new Set<string>();
    const prefixes = new Set<string>();
    const dynamic = new Set<string>();
    const seen = new Map<string, boolean>(); // file → visited as client
    const queue: { file: string; client: boolean }[] = entries.map((file) => ({ file, client: false }));
    while (queue.length > 0) {
      const { file: rel, client: importedByClient } = queue.pop()!;
      if (NOT_FOLLOWED.test(rel)) continue;
      const file = this.source(rel);
      const said = directive(file);
      const client = said === 'client' || (importedByClient && said !== 'server');
      const before = seen.get(rel);
      if (before === true || (before === false && !client)) continue;
      seen.set(rel, client);
      const addHead = (head: string) => {
        // `staff.role.${x}` → the prefix "staff.role."; a head that ends mid-key (`a.b${x}`) keeps its last dot.
        if (this.isPrefix(head)) prefixes.add(head.slice(0, head.lastIndexOf('.') + 1));
      };
      const visit = (node: ts.Node) => {
        if (
          (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
          node.moduleSpecifier &&
          ts.isStringLiteral(node.moduleSpecifier)
        ) {
          if (isRuntimeImport(node)) {
            const target = resolveImport(this.root, rel, node.moduleSpecifier.text);
            if (target) queue.push({ file: target, client });
          }
          return;
        }
        if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteral(node.arguments[0])
        ) {
          const target = resolveImport(this.root, rel, node.arguments[0].text);
          if (target) queue.push({ file: target, client });
        }
        if (ts.isCallExpression(node) && !client && isServerWording(node)) {
          // The key is worded here, on the server: skip it, but look inside the other arguments (vars).
          node.arguments.slice(1).forEach(visit);
          return;
        }
        if (ts.isCallExpression(node) && client && isTranslateCall(node) && node.arguments[0]) {
          const arg = node.arguments[0];
          if (ts.isTemplateExpression(arg) && !this.isPrefix(arg.head.text)) {
            dynamic.add(`${rel}:${file.getLineAndCharacterOfPosition(arg.getStart(file)).line + 1}`);
          }
          if (ts.isStringLiteralLike(arg) && ts.isPropertyAccessExpression(node.expression)) {
            // t.plural('x', n): its forms.
            for (const form of ['one', 'other'])
              if (this.knownSet.has(`${arg.text}.${form}`)) keys.add(`${arg.text}.${form}`);
          }
        }
        if (ts.isStringLiteralLike(node)) {
          if (this.knownSet.has(node.text)) keys.add(node.text);
          else if (this.knownSet.has(`${node.text}.other`)) {
            // A plural key named without its form (handed to t.plural).
            keys.add(`${node.text}.one`);
            keys.add(`${node.text}.other`);
          } else if (node.text.endsWith('.') && ts.isBinaryExpression(node.parent) && node.parent.left === node)
            addHead(node.text);
        } else if (ts.isTemplateExpression(node)) addHead(node.head.text);
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    return { keys: [...keys].sort(), prefixes: [...prefixes].sort(), dynamic: [...dynamic].sort() };
  }
}

function walk(root: string, dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, rel, out);
    else out.push(rel);
  }
  return out;
}

/** Console route files rendered inside the console layout's provider but outside any page's: the frame. */
const FRAME_FILE = /\/(layout|loading|error|forbidden|not-found|template)\.tsx$/;

/** Pages that mount their own provider: every console page, and the member pages outside the frame. */
export const MEMBER_PAGES = ['login', 'login/sso-code', 'change-password', 'two-factor', 'invite/[token]'];

export interface ClientKeys {
  /** The console layout, its loading and error files: what every console page has. */
  frame: KeyUse;
  /** Each page by its folder under app/ (`(console)/payments/(list)`), without what the frame has. */
  pages: Record<string, KeyUse>;
}

/** Every console page's and member page's client keys (the content of lib/i18n/client-keys.json). */
export function clientKeys(root: string, dictionary: Iterable<string>): ClientKeys & { dynamic: string[] } {
  const collector = new KeyCollector(root, dictionary);
  const consoleFiles = walk(root, 'app/(console)').sort();
  const frame = collector.collect(consoleFiles.filter((f) => FRAME_FILE.test(f)));
  const frameKeys = new Set(frame.keys);
  const framePrefixes = frame.prefixes;
  const inFrame = (key: string) => frameKeys.has(key) || framePrefixes.some((p) => key.startsWith(p));
  const pages: Record<string, KeyUse> = {};
  const dynamic = new Set(frame.dynamic);
  const pageFiles = [
    ...consoleFiles.filter((f) => f.endsWith('/page.tsx')),
    ...MEMBER_PAGES.map((p) => `app/${p}/page.tsx`),
  ];
  for (const pageFile of pageFiles) {
    const id = path.posix.dirname(pageFile).slice('app/'.length);
    const own = collector.collect([pageFile]);
    own.dynamic.forEach((d) => dynamic.add(d));
    const isConsole = id.startsWith('(console)');
    pages[id] = {
      keys: own.keys.filter((key) => !isConsole || !inFrame(key)),
      prefixes: own.prefixes.filter((prefix) => !isConsole || !framePrefixes.some((p) => prefix.startsWith(p))),
    };
  }
  return { frame: { keys: frame.keys, prefixes: frame.prefixes }, pages, dynamic: [...dynamic].sort() };
}
