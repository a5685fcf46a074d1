/**
 * What the request log keeps of a body: its JSON with secrets and end users' personal data replaced by
 * REDACTED, cut to a few kilobytes. Pure (no I/O): the log's writer calls it when it flushes, not in the request.
 */

export const REDACTED = '[REDACTED]';

/** Keys whose values are secrets or personal data wherever they appear (compared lower-cased). */
const SENSITIVE_KEYS = new Set([
  'client_secret',
  'secret',
  'previous_secret',
  'password',
  'token',
  'access_token',
  'refresh_token',
  'authorization',
  'account_number',
  'routing_number',
  'iban',
  'card_number',
  'cvv',
  'first_name',
  'last_name',
  'full_name',
  'organization',
  'organization_legal_name',
  'email',
  'end_user_email',
  'phone',
  'phone_number',
  'local_id',
  'end_user_local_id',
  'date_of_birth',
  'address',
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'address_line1',
  'address_line2',
  'address_line3',
  'postal_code',
]);

/** Under these keys the object is an end user (or holds one): its `name` is a person's or a business's name. */
const PERSON_CONTAINERS = /end_user|funding_source|holder/;

/**
 * Query parameters kept as sent; every other value is replaced (a filter may be an email or a local id; a search's
 * `q` may be a name; a cursor or `before` may carry the sort key of a row, a name among them).
 */
const SAFE_QUERY_KEYS =
  /^(page|page_size|limit|related_limit|sort|related_sort|format|time_zone|groups|from|to|status|type|code|currency|date_from|date_to|amount.*|.*_uuid|.*_id|uuid|uuid_in|delivery_status|current_status|subtype|processing_method|cycle_frequency|status_class|path)$/;

const isSensitive = (key: string) =>
  SENSITIVE_KEYS.has(key) || (key !== key.toLowerCase() && SENSITIVE_KEYS.has(key.toLowerCase()));

/**
 * JSON.stringify's replacer: a sensitive key's value becomes REDACTED, and an end user's (or funding source's)
 * `name` too. Serializing through it costs a callback per key and no copy of the body (a walk that rebuilt the
 * objects cost three times as much). Too deep a body makes stringify throw; the writer then keeps no body.
 */
function redactKey(key: string, value: unknown): unknown {
  if (key === '') return value;
  if (isSensitive(key)) return value === null ? null : REDACTED;
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    'name' in value &&
    PERSON_CONTAINERS.test(key.toLowerCase())
  ) {
    return { ...value, name: REDACTED };
  }
  return value;
}

/** `text` cut to at most `maxBytes` bytes of UTF-8, with a note of what was cut. */
export function capBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.byteLength(text);
  if (bytes <= maxBytes) return text;
  const kept = Buffer.from(text)
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
  return `${kept}… [truncated: ${bytes} bytes]`;
}

/**
 * A body as the log keeps it: JSON re-serialized with sensitive values replaced, then capped. A body that is
 * not JSON (or too large to read) is not kept, only its size: it could hold anything.
 */
export function redactBody(text: string | null | undefined, maxBytes: number): string | null {
  if (text === null || text === undefined || text === '') return null;
  const bytes = Buffer.byteLength(text);
  if (bytes > 64 * maxBytes) return `[not kept: ${bytes} bytes]`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `[not kept: ${bytes} bytes, not JSON]`;
  }
  return redactJson(parsed, maxBytes);
}

/** A value about to be (or just) sent as JSON, as the log keeps it: redacted, serialized once, capped. */
export function redactJson(value: unknown, maxBytes: number): string {
  return capBytes(JSON.stringify(value, redactKey) ?? 'null', maxBytes);
}

/** A query string with the values of parameters that may be personal data replaced (`?end_user_email=[REDACTED]`). */
export function redactQuery(search: string): string | null {
  if (!search || search === '?') return null;
  const params = new URLSearchParams(search);
  const out: string[] = [];
  for (const [key, value] of params) {
    out.push(`${encodeURIComponent(key)}=${SAFE_QUERY_KEYS.test(key) ? encodeURIComponent(value) : REDACTED}`);
  }
  return capBytes(out.join('&'), 2048);
}
