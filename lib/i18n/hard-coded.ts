import ts from 'typescript';

/**
 * Finds the hard-coded strings a member would read in a component's source (lib/i18n/coverage.test.ts): JSX
 * text, string literals in user-visible props (`label`, `title`, `placeholder`, `aria-label`, `hint`…) and in
 * the same keys of objects and prop defaults, read with the TypeScript compiler; key names inside `<kbd>` are not
 * words. Test-only (never bundled).
 */

/** Props and object keys whose string values a member reads (or a screen reader says). */
const VISIBLE_NAME =
  /^(aria-label|aria-description|aria-valuetext|alt|title|placeholder)$|(label|Label|title|Title|hint|Hint|description|Description|message|Message|heading|Heading|header|Header|caption|Caption|summary|Summary|text|Text)$/;
/** …except these, which hold ids, not words. */
const NOT_VISIBLE_NAME = /^(labelledBy|aria-labelledby|labelKey|titleKey|messageKey|textKey|className)$/;

/** Strings with letters that are still not words to translate: codes ("USD", "SUCCESSFUL"), id and code prefixes ("trx_…", "DSP-…"), paths, URLs. */
function isWords(text: string): boolean {
  const s = text.replace(/Merchant Console/g, '').trim(); // the product's name
  if (!/\p{L}/u.test(s)) return false;
  if (/^[A-Z0-9_]{2,}$/.test(s)) return false; // codes: USD, SUCCESSFUL, ID
  if (/^[a-z]{2,5}_…?$/.test(s)) return false; // id prefixes: trx_, acc_…
  if (/^[A-Z]{2,5}-…?$/.test(s)) return false; // reference code prefixes: DSP-…, PAY-
  if (/^[a-z][\w-]*(\.[\w-]+)+$/.test(s)) return false; // a dictionary key: 'settings.theme.system'
  if (/^(\/|https?:\/\/|mailto:|#)\S*$/.test(s)) return false; // paths and URLs
  return true;
}

function nameOf(name: ts.Node): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
}

/** String pieces an expression shows as such: the literal itself, both branches of `a ? 'x' : 'y'`, `a ?? 'x'`, template text. */
function directStrings(expr: ts.Expression | undefined): ts.Node[] {
  if (!expr) return [];
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr))
    return directStrings(expr.expression);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return isWords(expr.text) ? [expr] : [];
  if (ts.isTemplateExpression(expr)) {
    const texts = [expr.head.text, ...expr.templateSpans.map((s) => s.literal.text)].join(' ');
    return isWords(texts.replace(/\s+/g, ' ')) ? [expr] : [];
  }
  if (ts.isConditionalExpression(expr)) return [...directStrings(expr.whenTrue), ...directStrings(expr.whenFalse)];
  if (
    ts.isBinaryExpression(expr) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      expr.operatorToken.kind,
    )
  ) {
    return [...directStrings(expr.left), ...directStrings(expr.right)];
  }
  return [];
}

/** A `<kbd>` element: it shows key names (Esc, K, Ctrl), which stay as printed on the keyboard. */
function isKeyCap(node: ts.Node): boolean {
  return (
    ts.isJsxElement(node) && ts.isIdentifier(node.openingElement.tagName) && node.openingElement.tagName.text === 'kbd'
  );
}

export interface HardCoded {
  line: number;
  text: string;
}

/** The user-visible hard-coded strings of one component's source. */
export function hardCodedStrings(fileName: string, source: string): HardCoded[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCoded[] = [];
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: node.getText(file).replace(/\s+/g, ' ').trim().slice(0, 80) });
  };
  const visit = (node: ts.Node) => {
    if (isKeyCap(node)) return; // <kbd>Esc</kbd>: the names printed on the keys
    if (ts.isJsxText(node)) {
      if (isWords(node.text)) report(node);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      directStrings(node.expression).forEach(report); // {'text'} or {cond ? 'Yes' : 'No'} as a child
    } else if (ts.isJsxAttribute(node)) {
      const name = nameOf(node.name);
      if (name && VISIBLE_NAME.test(name) && !NOT_VISIBLE_NAME.test(name)) {
        const init = node.initializer;
        if (init && ts.isStringLiteral(init)) {
          if (isWords(init.text)) report(init);
        } else if (init && ts.isJsxExpression(init)) directStrings(init.expression).forEach(report);
      }
    } else if (ts.isPropertyAssignment(node) || ts.isBindingElement(node)) {
      // `{ label: 'Amount' }` in what a component renders; `{ backLabel = 'Back' }` as a prop default.
      const key = ts.isPropertyAssignment(node) ? node.name : (node.propertyName ?? node.name);
      const name = nameOf(key);
      if (name && VISIBLE_NAME.test(name) && !NOT_VISIBLE_NAME.test(name))
        directStrings(node.initializer).forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A sentence a member would read: words with a space, starting with a capital letter (not a code, key or path). */
function isSentence(text: string): boolean {
  const s = text.replace(/\s+/g, ' ').trim();
  return isWords(s) && /^\p{Lu}/u.test(s) && /\p{L} \p{L}/u.test(s);
}

/** Calls whose strings are for engineers, not members: logs, thrown errors, the audit log's records. */
const FOR_ENGINEERS = /^(console\.\w+|recordAudit|\w*Error|assert\w*|invariant|Gauge|Counter|Histogram)$/;

/** Whether a node is inside a class that extends an error class (`class LastAdminError extends Error`). */
function extendsAnError(node: ts.Node): boolean {
  let at: ts.Node | undefined = node.parent;
  while (at && !ts.isClassLike(at)) at = at.parent;
  const heritage = at && ts.isClassLike(at) ? (at.heritageClauses ?? []) : [];
  return heritage.some(
    (clause) =>
      clause.token === ts.SyntaxKind.ExtendsKeyword &&
      clause.types.some((type) => /Error$/.test(type.expression.getText())),
  );
}

/**
 * The hard-coded sentences of server code a member would read (lib/actions, lib/forms…): string literals and
 * templates shaped like a sentence, except in logs, thrown errors, audit records and Prometheus metrics (operators' help text), and in `summary:` objects
 * (the audit log's facts). Messages live in the dictionaries and are asked for by key (`t('forms.checkFields')`,
 * `z.string({ error: 'forms.error.chooseCurrency' })`, `phrase('forms.error.maxLength', {max})`).
 */
export function hardCodedSentences(fileName: string, source: string): HardCoded[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: HardCoded[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      if (FOR_ENGINEERS.test(node.expression.getText(file))) return;
      // `super('…')` in the constructor of an error class: the error's message, for engineers like a thrown one.
      if (node.expression.kind === ts.SyntaxKind.SuperKeyword && extendsAnError(node)) return;
    }
    if (ts.isPropertyAssignment(node) && nameOf(node.name) === 'summary') return;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isJSDoc(node)) return;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' x ');
    if (text !== null && isSentence(text)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ line: line + 1, text: node.getText(file).replace(/\s+/g, ' ').trim().slice(0, 80) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
