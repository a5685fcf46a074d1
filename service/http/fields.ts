import { z } from '@hono/zod-openapi';
import { isIsoDate } from '../../core/calendar';
import { LIMITS } from '../../core/limits';

/** Reusable request field schemas, with the limits of spec section 8 (core/limits.ts, shared with the console). */

const MAX_AMOUNT = LIMITS.maxAmount;
const { min: DESCRIPTOR_MIN, max: DESCRIPTOR_MAX } = LIMITS.statementDescriptor;
const { keys: METADATA_KEYS, key: METADATA_KEY, value: METADATA_VALUE } = LIMITS.metadata;

export const amountInput = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an integer amount in minor units (e.g. 1000 for 10.00)',
        params: { code: 'invalid_amount' },
      });
      return z.NEVER;
    }
    if (n <= 0 || n > MAX_AMOUNT) {
      ctx.addIssue({
        code: 'custom',
        message: `must be greater than 0 and at most ${MAX_AMOUNT}`,
        params: { code: 'out_of_range' },
      });
      return z.NEVER;
    }
    return n;
  })
  .openapi({
    type: 'integer',
    description: 'Amount in minor units (1000 = 10.00). A string of digits is accepted.',
    example: 1000,
  });

export const currencyInput = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code')
  .transform((v) => v.toUpperCase())
  .openapi({ description: 'ISO 4217 currency code.', example: 'USD' });

export const reference = z
  .string()
  .max(LIMITS.reference, `must be at most ${LIMITS.reference} characters`)
  .openapi({ description: `Your reference, at most ${LIMITS.reference} characters.`, example: 'INV-2026-0042' });

export const statementDescriptor = z
  .string()
  .min(DESCRIPTOR_MIN, `must be ${DESCRIPTOR_MIN} to ${DESCRIPTOR_MAX} characters`)
  .max(DESCRIPTOR_MAX, `must be ${DESCRIPTOR_MIN} to ${DESCRIPTOR_MAX} characters`)
  .regex(/[A-Za-z]/, 'must contain at least one letter')
  .openapi({
    description: `Shown on the customer’s statement: ${DESCRIPTOR_MIN} to ${DESCRIPTOR_MAX} characters, at least one letter.`,
    example: 'ACME STORE',
  });

export const metadata = z
  .record(z.string(), z.unknown())
  .superRefine((value, ctx) => {
    const keys = Object.keys(value);
    if (keys.length > METADATA_KEYS)
      ctx.addIssue({
        code: 'custom',
        message: `has ${keys.length} keys; at most ${METADATA_KEYS} are allowed`,
        params: { code: 'too_many_keys' },
      });
    for (const key of keys) {
      if (key.length > METADATA_KEY)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `key must be at most ${METADATA_KEY} characters`,
          params: { code: 'key_too_long' },
        });
      const v = value[key];
      if (typeof v !== 'string')
        ctx.addIssue({ code: 'custom', path: [key], message: 'value must be a string', params: { code: 'invalid' } });
      else if (v.length > METADATA_VALUE)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `value must be at most ${METADATA_VALUE} characters`,
          params: { code: 'value_too_long' },
        });
    }
  })
  .transform((v) => v as Record<string, string>)
  .openapi({
    type: 'object',
    description: `Up to ${METADATA_KEYS} keys; keys up to ${METADATA_KEY} characters; string values up to ${METADATA_VALUE} characters.`,
    example: { order_id: '6735' },
  });

export const booleanInput = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .openapi({ type: 'boolean', description: 'true or false ("true"/"false" strings are accepted).', example: false });

export const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => isIsoDate(v), 'must be a real calendar date')
  .openapi({ description: 'Date, YYYY-MM-DD.', example: '2026-12-01' });

export const dateTime = z
  .string()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    'must be an ISO 8601 date-time (GMT)',
  )
  .transform((v) => new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(v) || v.length === 10 ? v : `${v}Z`))
  .openapi({
    type: 'string',
    format: 'date-time',
    description: 'ISO 8601 date-time; without a zone it is read as GMT.',
    example: '2026-12-31T23:59:59Z',
  });

export const hexColor = z
  .string()
  .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a HEX colour like #1a2b3c')
  .transform((v) => (v.startsWith('#') ? v : `#${v}`).toLowerCase())
  .openapi({ description: 'HEX colour.', example: '#0a2540' });

export const language = z
  .union([z.literal(''), z.enum(['en_US', 'es_CO'])])
  .transform((v) => (v === '' ? 'en_US' : v))
  .openapi({
    type: 'string',
    enum: ['en_US', 'es_CO'],
    description: 'en_US or es_CO; blank means English.',
    example: 'en_US',
  });

export const country3 = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 3166 code')
  .transform((v) => v.toUpperCase())
  .openapi({ description: '3-letter ISO 3166-1 country code.', example: 'USA' });

/** A custom message for the format only: a missing value keeps zod's "received undefined", which errors.ts reports as required. */
const formatMessage = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

export const email = z
  .email({ error: formatMessage('must be a valid email address') })
  .max(LIMITS.email, `must be at most ${LIMITS.email} characters`)
  .openapi({ description: `Email address, at most ${LIMITS.email} characters.`, example: 'ana.gomez@example.com' });

export const httpUrl = z
  .url({ protocol: /^https?$/, error: formatMessage('must be an http(s) URL') })
  .openapi({ description: 'http(s) URL.', example: 'https://merchant.example.com/done' });

export const idOf = (prefix: string, what: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ description: `${what} (${prefix}_…).`, example: `${prefix}_3f1b6c1e-8a2d-4c55-9f0e-2b7d4c1a9e10` });
