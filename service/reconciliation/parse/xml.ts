import { SaxesParser } from 'saxes';
import { StatementParseError } from './types';

/**
 * The XML of bank statements as a stream of events, on saxes (a maintained, non-validating streaming parser that
 * checks well-formedness: tags nest and close, attributes are quoted, entities are known). It never fetches or
 * expands a DTD: an entity the DTD declares is an "undefined entity" refusal (no XXE, no entity expansion bomb).
 * Each chunk is written to the parser and its events handed over, as one array, before the next chunk is read, so
 * memory holds one chunk's events (an array a chunk: an async generator's step per event was half the camt.053
 * parse, docs/performance.md). Names lose their namespace prefix (`ns:Ntry` → `Ntry`); whitespace-only text is dropped.
 */
export type XmlEvent =
  | { kind: 'open'; name: string; attrs: Record<string, string>; line: number; selfClosing: boolean }
  | { kind: 'close'; name: string; line: number }
  | { kind: 'text'; text: string; line: number };

const NOT_BLANK = /\S/;

/** The local part of a qualified name (`ns:Ntry` → `Ntry`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** saxes' refusals in the words the import reports (it says what, the line says where). */
function reason(message: string, expected: string | undefined, closing: string | undefined): string {
  const what = message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
  if (what === 'unexpected close tag')
    return expected
      ? `closing tag ${closing ? `</${closing}>` : 'of no open element'} where </${expected}> was expected`
      : 'a closing tag with no open element';
  if (what.startsWith('unclosed tag: ')) return `the file ends before </${what.slice(14)}>`;
  return what;
}

export async function* xmlEvents(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<XmlEvent[]> {
  const parser = new SaxesParser({ position: true });
  let events: XmlEvent[] = [];
  /** The first refusal; for an unexpected close tag, the element expected and (once saxes finds it) the one met. */
  let failure: { line: number; message: string; expected?: string; closing?: string } | null = null;
  /** How many of this chunk's events came before the failure (those after it are not handed over). */
  let beforeFailure = 0;
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    const given = tag.attributes as Record<string, string>;
    for (const name in given) attrs[local(name)] = given[name];
    const name = local(tag.name);
    events.push({ kind: 'open', name, attrs, line: parser.line, selfClosing: tag.isSelfClosing });
    if (tag.isSelfClosing) events.push({ kind: 'close', name, line: parser.line });
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    events.push({ kind: 'close', name: local(tag.name), line: parser.line });
    // After an unexpected close tag saxes closes the open elements up to the one named: that is the name met.
    if (failure?.expected && !failure.closing) failure.closing = local(tag.name);
  });
  const text = (value: string) => {
    if (NOT_BLANK.test(value)) events.push({ kind: 'text', text: value, line: parser.line });
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('error', (error) => {
    const unexpectedClose = error.message.endsWith('unexpected close tag.');
    if (failure) {
      if (unexpectedClose && failure.expected) failure.closing = undefined; // not that one either: keep looking
      return;
    }
    failure = { line: parser.line, message: error.message };
    // saxes has just closed the element it expected (the last event, not handed over) and does not say which.
    const last = events.at(-1);
    if (unexpectedClose && last?.kind === 'close') {
      failure.expected = last.name;
      events.pop();
    }
    beforeFailure = events.length;
  });
  let sawRoot = false;
  /** This chunk's events (up to a refusal), then the refusal. */
  function handOver(): XmlEvent[] {
    const batch = failure ? events.slice(0, beforeFailure) : events;
    sawRoot ||= batch.some((event) => event.kind === 'open');
    events = [];
    return batch;
  }
  const refusal = () =>
    failure && new StatementParseError(failure.line, reason(failure.message, failure.expected, failure.closing));
  for await (const chunk of chunks) {
    parser.write(chunk);
    const batch = handOver();
    if (batch.length) yield batch;
    const error = refusal();
    if (error) throw error;
  }
  parser.close();
  const batch = handOver();
  if (batch.length) yield batch;
  const error = refusal();
  if (error) throw error;
  if (!sawRoot) throw new StatementParseError(parser.line, 'no XML element in the file');
}
