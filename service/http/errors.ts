import type { ZodError } from 'zod';

export interface FieldError {
  param: string;
  code: string;
  message: string;
}

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

/** An error the API answers with: status, a stable code, a sentence, and every field at fault. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param: string | null = null,
    readonly details: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
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

export function invalid(details: FieldError[]): ApiError {
  const first = details[0];
  const message =
    details.length === 1 ? first.message : `${details.length} fields are invalid: ${details.map((d) => d.param).join(', ')}.`;
  return new ApiError(400, details.length === 1 ? first.code : 'invalid_fields', message, first?.param ?? null, details);
}

export function invalidField(param: string, code: string, message: string): ApiError {
  return invalid([{ param, code, message }]);
}

export function notFound(what: string, id: string): ApiError {
  return new ApiError(404, 'resource_not_found', `No ${what} with id '${id}'.`);
}

export function conflict(code: string, message: string): ApiError {
  return new ApiError(409, code, message);
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
      issue.code === 'invalid_union' && issue.errors.length > 0 && issue.errors.some((branch) => branch.some((e) => e.code === 'invalid_type' && /received undefined/.test(e.message)));
    if (missingUnion || (issue.code === 'invalid_type' && /received undefined/.test(issue.message))) {
      out.push({ param, code: 'required', message: `'${param}' is required.` });
      continue;
    }
    const code =
      issue.code === 'too_big' ? 'too_long_or_large' : issue.code === 'too_small' ? 'too_short_or_small' : issue.code === 'custom' ? (issue.params?.code as string | undefined) ?? 'invalid' : 'invalid';
    const message = issue.message.startsWith(`'`) ? issue.message : `'${param}': ${issue.message}`;
    out.push({ param, code, message });
  }
  return out;
}
