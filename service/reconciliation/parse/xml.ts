import { StatementParseError } from './types';

/**
 * A small pull parser for the XML of bank statements (no XML package is installed: docs/reconciliation.md).
 * It reads text chunks and yields start tags, end tags and text with their line numbers, holding only the
 * unfinished token between chunks. It checks what a statement needs: tags nest and close, attributes are
 * quoted, entities are known; DTDs and processing instructions are skipped, never expanded (no XXE).
 */
export type XmlEvent =
  | { kind: 'open'; name: string; attrs: Record<string, string>; line: number; selfClosing: boolean }
  | { kind: 'close'; name: string; line: number }
  | { kind: 'text'; text: string; line: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, line: number): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);|&/g, (whole, ref: string | undefined) => {
    if (!ref) throw new StatementParseError(line, 'a bare "&" (write &amp;)');
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    const value = ENTITIES[ref];
    if (value === undefined) throw new StatementParseError(line, `unknown entity ${whole}`);
    return value;
  });
}

/** The local part of a qualified name (`ns:Ntry` → `Ntry`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

const countLines = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

export async function* xmlEvents(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<XmlEvent> {
  let buffer = '';
  let line = 1;
  const stack: string[] = [];
  let rootSeen = false;
  const consume = (length: number) => {
    line += countLines(buffer.slice(0, length));
    buffer = buffer.slice(length);
  };
  for await (const chunk of chunks) {
    buffer += chunk;
    for (;;) {
      const lt = buffer.indexOf('<');
      if (lt < 0) break; // text so far may continue in the next chunk
      if (lt > 0) {
        const raw = buffer.slice(0, lt);
        if (raw.trim()) {
          if (!stack.length) throw new StatementParseError(line, 'text outside the root element');
          yield { kind: 'text', text: decode(raw, line), line };
        }
        consume(lt);
        continue;
      }
      // A token starting at 0: find its end (comments, CDATA, declarations have their own terminators).
      let end: number;
      if (buffer.startsWith('<!--')) {
        end = buffer.indexOf('-->');
        if (end < 0) break;
        consume(end + 3);
        continue;
      }
      if (buffer.startsWith('<![CDATA[')) {
        end = buffer.indexOf(']]>');
        if (end < 0) break;
        if (!stack.length) throw new StatementParseError(line, 'CDATA outside the root element');
        yield { kind: 'text', text: buffer.slice(9, end), line };
        consume(end + 3);
        continue;
      }
      if (buffer.startsWith('<?') || buffer.startsWith('<!')) {
        end = buffer.indexOf('>');
        if (end < 0) break;
        consume(end + 1);
        continue;
      }
      end = tagEnd(buffer);
      if (end === -2) throw new StatementParseError(line, 'a "<" inside a tag');
      if (end < 0) {
        if (buffer.length > 65_536) throw new StatementParseError(line, 'a tag longer than 64 KiB or never closed');
        break;
      }
      const tag = buffer.slice(1, end);
      const tagLine = line;
      if (tag.startsWith('/')) {
        const name = tag.slice(1).trim();
        const open = stack.pop();
        if (open === undefined) throw new StatementParseError(tagLine, `closing tag </${name}> with no open element`);
        if (open !== name)
          throw new StatementParseError(tagLine, `closing tag </${name}> where </${open}> was expected`);
        yield { kind: 'close', name: local(name), line: tagLine };
      } else {
        const selfClosing = tag.endsWith('/');
        const body = selfClosing ? tag.slice(0, -1) : tag;
        const match = /^([A-Za-z_][\w.:-]*)([\s\S]*)$/.exec(body);
        if (!match) throw new StatementParseError(tagLine, `malformed tag <${tag.slice(0, 40)}>`);
        if (!stack.length && rootSeen) throw new StatementParseError(tagLine, 'a second root element');
        rootSeen = true;
        const attrs = attributes(match[2], tagLine);
        if (!selfClosing) stack.push(match[1]);
        yield { kind: 'open', name: local(match[1]), attrs, line: tagLine, selfClosing };
        if (selfClosing) yield { kind: 'close', name: local(match[1]), line: tagLine };
      }
      consume(end + 1);
    }
  }
  if (buffer.trim()) throw new StatementParseError(line, 'the file ends inside a tag or text');
  if (stack.length) throw new StatementParseError(line, `the file ends before </${stack.at(-1)}>`);
  if (!rootSeen) throw new StatementParseError(line, 'no XML element in the file');
}

/** The index of the `>` closing the tag at 0, outside quoted attribute values; -1 when not in the buffer yet. */
function tagEnd(buffer: string): number {
  let quote: string | null = null;
  for (let i = 1; i < buffer.length; i++) {
    const ch = buffer[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
    else if (ch === '<') return -2; // a "<" inside a tag: refused by the caller below
  }
  return -1;
}

function attributes(text: string, line: number): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')|(\s+)$|(\S+)/y;
  let rest = text;
  while (rest.length && rest.trim().length) {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match || match[6])
      throw new StatementParseError(line, `malformed attribute near "${rest.trim().slice(0, 30)}"`);
    if (match[1]) attrs[local(match[1])] = decode(match[3] ?? match[4] ?? '', line);
    rest = rest.slice(match[0].length);
  }
  return attrs;
}
