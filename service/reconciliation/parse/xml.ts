import { SaxesParser } from 'saxes';
import { StatementParseError } from './types';

/**
 * The XML of bank statements as a stream of events, on saxes (a maintained, non-validating streaming parser that
 * checks well-formedness: tags nest and close, attributes are quoted, entities are known). It never fetches or
 * expands a DTD: an entity the DTD declares is an "undefined entity" refusal (no XXE, no entity expansion bomb).
 * Each chunk is written to the parser and its events handed over before the next chunk is read, so memory holds
 * one chunk's events. Names lose their namespace prefix (`ns:Ntry` → `Ntry`); whitespace-only text is dropped.
 */
export type XmlEvent =
  | { kind: 'open'; name: string; attrs: Record<string, string>; line: number; selfClosing: boolean }
  | { kind: 'close'; name: string; line: number }
  | { kind: 'text'; text: string; line: number };

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

export async function* xmlEvents(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<XmlEvent> {
  const parser = new SaxesParser({ position: true });
  let events: XmlEvent[] = [];
  /** The first refusal; for an unexpected close tag, the element expected and (once saxes finds it) the one met. */
  let failure: { line: number; message: string; expected?: string; closing?: string } | null = null;
  /** How many of this chunk's events came before the failure (those after it are not handed over). */
  let beforeFailure = 0;
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes as Record<string, string>)) attrs[local(name)] = value;
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
    if (value.trim()) events.push({ kind: 'text', text: value, line: parser.line });
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
  function* handOver() {
    for (const event of failure ? events.slice(0, beforeFailure) : events) {
      sawRoot ||= event.kind === 'open';
      yield event;
    }
    events = [];
    if (failure)
      throw new StatementParseError(failure.line, reason(failure.message, failure.expected, failure.closing));
  }
  for await (const chunk of chunks) {
    parser.write(chunk);
    yield* handOver();
  }
  parser.close();
  yield* handOver();
  if (!sawRoot) throw new StatementParseError(parser.line, 'no XML element in the file');
}
