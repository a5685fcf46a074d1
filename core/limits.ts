/**
 * The request field limits of the Merchant Payments API (spec sections 2.2, 4.5 and 8), the one table both halves
 * read: the API's request schemas (service/http/fields.ts and each resource's schemas) refuse past them, and the
 * console's forms and server actions (lib/forms/field-rules.ts) check them first so that a form and the API never disagree.
 */
export const LIMITS = {
  reference: 40,
  statementDescriptor: { min: 4, max: 22 },
  metadata: { keys: 50, key: 40, value: 500 },
  description: 500,
  note: 500,
  introText: { min: 40, max: 70 },
  linkName: 100,
  linkDescription: 500,
  name: 100,
  email: 254,
  /** Largest amount the API takes, in minor units. */
  maxAmount: 999_999_999_999,
} as const;
