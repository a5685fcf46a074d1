import type { ZodError } from 'zod';

import { Problem, type FieldError, type ProblemKind } from '../lib/problems';

export { conflict, forbidden, invalid, invalidField, notFound, Problem, type FieldError } from '../lib/problems';

const typeByStatus: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  409: 'conflict_error',
  413: 'invalid_request_error',
  415: 'invalid_request_error',
  429: 'rate_limit_error',
  500: 'api_error',
};

const statusByKind: Record<ProblemKind, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  other: 500,
};
const KIND_BY_STATUS: Record<number, ProblemKind> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
};
const kindOf = (status: number): ProblemKind => KIND_BY_STATUS[status] ?? 'other';

/** An error the API answers with: status, a stable code, a sentence, and every field at fault. */
export class ApiError extends Problem {
  constructor(
    readonly status: number,
    code: string,
    message: string,
    param: string | null = null,
    details: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(kindOf(status), code, message, param, details);
  }

  /** A domain refusal, answered with its kind's status. */
  static of(problem: Problem): ApiError {
    return problem instanceof ApiError
      ? problem
      : new ApiError(statusByKind[problem.kind], problem.code, problem.message, problem.param, problem.details);
  }

  get type(): string {
    return typeByStatus[this.status] ?? 'api_error';
  }

  body(requestId: string) {
    return {
      error: {
        type: this.type,
        code: this.code,
        message: this.message,
        param: this.param,
        details: this.details,
        request_id: requestId,
      },
    };
  }
}

function paramOf(path: PropertyKey[]): string {
  return path.reduce<string>((acc, part) => {
    if (typeof part === 'number') return `${acc}[${part}]`;
    return acc ? `${acc}.${String(part)}` : String(part);
  }, '');
}

/** Every zod issue becomes one field error that names the field and the rule. */
export function fieldErrorsFromZod(error: ZodError): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const param = paramOf([...issue.path, key]);
        out.push({ param, code: 'unknown_parameter', message: `'${param}' is not a known parameter.` });
      }
      continue;
    }
    const param = paramOf(issue.path) || 'body';
    if (issue.code === 'invalid_type' && issue.path.length === 0) {
      out.push({ param: 'body', code: 'invalid_body', message: 'The body must be a JSON object.' });
      continue;
    }
    // A missing field whose schema is a union (amount, booleans): a branch says "received undefined".
    const missingUnion =
      issue.code === 'invalid_union' &&
      issue.errors.length > 0 &&
      issue.errors.some((branch) =>
        branch.some((e) => e.code === 'invalid_type' && /received undefined/.test(e.message)),
      );
    if (missingUnion || (issue.code === 'invalid_type' && /received undefined/.test(issue.message))) {
      out.push({ param, code: 'required', message: `'${param}' is required.` });
      continue;
    }
    const code =
      issue.code === 'too_big'
        ? 'too_long_or_large'
        : issue.code === 'too_small'
          ? 'too_short_or_small'
          : issue.code === 'custom'
            ? ((issue.params?.code as string | undefined) ?? 'invalid')
            : 'invalid';
    const message = issue.message.startsWith(`'`) ? issue.message : `'${param}': ${issue.message}`;
    out.push({ param, code, message });
  }
  return out;
}
