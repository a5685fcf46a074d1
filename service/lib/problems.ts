/**
 * How domain code refuses, without knowing HTTP: a Problem says what kind of refusal it is, a stable code,
 * a sentence and every field at fault. The HTTP layer (service/api/app.ts) answers it with a status
 * (invalid → 400, forbidden → 403, not_found → 404, conflict → 409); the scheduler and the hosted pages read it directly.
 */

export interface FieldError {
  param: string;
  code: string;
  message: string;
}

export type ProblemKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'other';

export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly code: string,
    message: string,
    readonly param: string | null = null,
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }
}

/** Every field at fault, in one refusal (the first names the code when it is the only one). */
export function invalid(details: FieldError[]): Problem {
  const first = details[0];
  const message =
    details.length === 1
      ? first.message
      : `${details.length} fields are invalid: ${details.map((d) => d.param).join(', ')}.`;
  return new Problem(
    'invalid',
    details.length === 1 ? first.code : 'invalid_fields',
    message,
    first?.param ?? null,
    details,
  );
}

export function invalidField(param: string, code: string, message: string): Problem {
  return invalid([{ param, code, message }]);
}

export function notFound(what: string, id: string): Problem {
  return new Problem('not_found', 'resource_not_found', `No ${what} with id '${id}'.`);
}

/** The object is not in a state that allows the request (already refunded, not ACTIVE…). */
export function conflict(code: string, message: string): Problem {
  return new Problem('conflict', code, message);
}

/** The caller may not do this to this object, whatever its state (another client's stronger scopes…). */
export function forbidden(code: string, message: string): Problem {
  return new Problem('forbidden', code, message);
}
