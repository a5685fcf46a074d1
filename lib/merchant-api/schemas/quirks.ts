import { bareId } from '@/core/ids';
import { z } from 'zod';

/**
 * Field parsers that fold every quirk the spec admits (docs/design.md, "Quirks the console must tolerate") into one
 * normalized value. Each returns `null` for an absent value, whether the API omitted the key, sent null, or
 * sent an empty string.
 */

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** A string; numbers and booleans are stringified; '' → null. */
export const text = scalar.nullish().transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/** An enum-like value (status, type): trimmed, upper-cased; '' → null. */
export const code = text.transform((v) => (v === null ? null : v.trim().toUpperCase() || null));

const TRUE = new Set(['true', '1', 'yes', 'y', 't', 'on']);
const FALSE = new Set(['false', '0', 'no', 'n', 'f', 'off']);

/** A boolean sent as true/false, "true"/"false" (any case), 1/0; null when absent or unreadable. */
export const flag = scalar.nullish().transform((v): boolean | null => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (TRUE.has(s)) return true;
    if (FALSE.has(s)) return false;
  }
  return null;
});

function readMinor(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  // "1050" and "1050.0" (a whole number written with a zero fraction) are minor units; "10.50" is not.
  const match = /^(-?\d+)(?:\.0+)?$/.exec(s);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? n : null;
}

/** An amount in minor units, sent as an integer or a string of digits; required. */
export const minor = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = readMinor(v);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: `not an integer amount of minor units: ${JSON.stringify(v)}` });
    return z.NEVER;
  }
  return n;
});

/** A fee or other optional amount: integer or digit string (fees are strings in lists); null when absent or unreadable. */
export const minorOrNull = z
  .unknown()
  .optional()
  .transform((v) => readMinor(v));

/** Currency as "USD" or {code: "USD"} → "USD". */
export const currency = z
  .union([z.string(), z.object({ code: z.string().nullish() }).loose()])
  .nullish()
  .transform((v) => {
    const raw = typeof v === 'string' ? v : v?.code;
    const s = raw?.trim().toUpperCase();
    return s ? s : null;
  });

/**
 * A date-time with or without the trailing Z, with or without milliseconds, or with a space instead of T →
 * ISO 8601 in UTC ("2021-11-22T10:00:00.000Z"). A value without a zone is GMT (spec: timestamps are GMT).
 */
export function normalizeDateTime(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value !== 'string') return null;
  let s = value.trim();
  if (!s) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) s = `${s}T00:00:00Z`;
  s = s.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s)) s = `${s}Z`;
  // More than millisecond precision ("…10:00:00.123456Z") → milliseconds.
  s = s.replace(/(\.\d{3})\d+/, '$1');
  const date = new Date(s);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const dateTime = z
  .unknown()
  .optional()
  .transform((v) => normalizeDateTime(v));

/** A calendar date (due_date, start_date) → "YYYY-MM-DD"; a date-time keeps its date part. */
export const calendarDate = text.transform((v) => {
  if (v === null) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(v.trim());
  return match ? match[1] : null;
});

/** A reference to another resource: "acc_…" or {uuid: "acc_…"} (or {id}) → the id. */
export const ref = z
  .union([z.string(), z.object({ uuid: z.string().nullish(), id: z.string().nullish() }).loose()])
  .nullish()
  .transform((v) => {
    const id = typeof v === 'string' ? v : (v?.uuid ?? v?.id);
    return id ? id : null;
  });

/** A colour as "#0a2540", "0A2540" or {hex: "#0a2540"} → "#0a2540"; anything else null. */
export const color = z
  .union([z.string(), z.object({ hex: z.string().nullish() }).loose()])
  .nullish()
  .transform((v) => {
    const raw = (typeof v === 'string' ? v : v?.hex)?.trim();
    if (!raw) return null;
    const hex = raw.startsWith('#') ? raw.slice(1) : raw;
    if (!/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(hex)) return null;
    return `#${hex.toLowerCase()}`;
  });

export interface NamedRef {
  uuid: string;
  name: string | null;
}

/** An institution (default_institution, account.institution) as "ins_…" or {uuid, name} → {uuid, name}. */
export const namedRef = z
  .union([z.string(), z.object({ uuid: z.string().nullish(), id: z.string().nullish(), name: text }).loose()])
  .nullish()
  .transform((v): NamedRef | null => {
    if (typeof v === 'string') return v ? { uuid: v, name: null } : null;
    const uuid = v?.uuid ?? v?.id;
    return uuid ? { uuid, name: v?.name ?? null } : null;
  });

/** A language as "es_CO" or {code: "es_CO"}; blank → null. */
export const language = z
  .union([z.string(), z.object({ code: z.string().nullish() }).loose()])
  .nullish()
  .transform((v) => {
    const raw = (typeof v === 'string' ? v : v?.code)?.trim();
    return raw ? raw : null;
  });

export const DEFAULT_LANGUAGE = 'en_US';

/** intro_text as one string or per-language texts → per-language texts; one string is keyed by `fallbackLanguage`. */
export function normalizeIntroText(value: unknown, fallbackLanguage: string): Record<string, string> {
  if (typeof value === 'string') return value ? { [fallbackLanguage]: value } : {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, string> = {};
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string' && text) out[key] = text;
    return out;
  }
  return {};
}

/** Delivery status from delivery_status or the misspelt delivary_status; OPENNED → OPENED. */
export function normalizeDeliveryStatus(deliveryStatus: unknown, delivaryStatus: unknown): string | null {
  const raw =
    typeof deliveryStatus === 'string' && deliveryStatus
      ? deliveryStatus
      : typeof delivaryStatus === 'string'
        ? delivaryStatus
        : null;
  const s = raw?.trim().toUpperCase();
  if (!s) return null;
  return s === 'OPENNED' ? 'OPENED' : s;
}

/** decline_reason as a string, or as a boolean on transfers: true → "DECLINED", false → null. */
export const declineReason = scalar.nullish().transform((v) => {
  if (v === true) return 'DECLINED';
  if (v === false || v === null || v === undefined || v === '') return null;
  const s = String(v).trim();
  if (s.toLowerCase() === 'false') return null;
  if (s.toLowerCase() === 'true') return 'DECLINED';
  return s || null;
});

/** Metadata as an object of key-value pairs (or, tolerated, a JSON string of one) → string values. */
export const metadata = z
  .unknown()
  .optional()
  .transform((v): Record<string, string> => {
    let value = v;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return {};
      }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Record<string, string> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === null || item === undefined) continue;
      out[key] = typeof item === 'string' ? item : JSON.stringify(item);
    }
    return out;
  });

/** A list of codes as an array or a comma-separated string → upper-cased codes. */
export const codeList = z
  .unknown()
  .optional()
  .transform((v): string[] => {
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
    return items
      .filter((s): s is string => typeof s === 'string')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
  });

/** A count sent as a number or a string ("12"). */
export const count = z
  .unknown()
  .optional()
  .transform((v): number | null => {
    if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? v : null;
    if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v.trim());
    return null;
  });

/** An array whose items are parsed one by one; unreadable items are dropped rather than failing the whole object. */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z
    .unknown()
    .optional()
    .transform((v): z.output<T>[] | null => {
      if (!Array.isArray(v)) return null;
      const out: z.output<T>[] = [];
      for (const element of v) {
        const parsed = item.safeParse(element);
        if (parsed.success) out.push(parsed.data);
      }
      return out;
    });
}

/** Tenant from tenant {uuid}, tenant as a bare string, or tenant_id — bare UUIDs without ten_ kept as sent. */
export function normalizeTenant(tenant: unknown, tenantId: unknown): string | null {
  if (typeof tenantId === 'string' && tenantId) return tenantId;
  if (typeof tenant === 'string' && tenant) return tenant;
  if (tenant && typeof tenant === 'object') {
    const t = tenant as { uuid?: unknown; id?: unknown };
    const id = typeof t.uuid === 'string' ? t.uuid : typeof t.id === 'string' ? t.id : null;
    return id || null;
  }
  return null;
}

/** Two ids name the same resource when they differ only by a type prefix (ten_… vs a bare UUID). */
export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return bareId(a) === bareId(b);
}
