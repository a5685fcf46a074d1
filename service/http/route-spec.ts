import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { requireScope } from './middleware/auth';
import { idempotency, idempotencyFor, inlineIdempotency, type WithheldField } from './middleware/idempotency';
import { rateLimit } from './middleware/rate-limit';
import { serviceVersion } from './middleware/version';

export const ErrorBody = z
  .object({
    error: z
      .object({
        type: z.string().openapi({ description: 'Error family.', example: 'invalid_request_error' }),
        code: z.string().openapi({ description: 'Stable machine-readable code.', example: 'required' }),
        message: z
          .string()
          .openapi({ description: 'What went wrong, naming the field and the rule.', example: "'email' is required." }),
        param: z.string().nullable().openapi({ description: 'The first field at fault.', example: 'email' }),
        details: z
          .array(
            z.object({
              param: z.string().openapi({ description: 'Field path.', example: 'phone_number.number' }),
              code: z.string().openapi({ description: 'Rule broken.', example: 'required' }),
              message: z
                .string()
                .openapi({ description: 'Sentence for people.', example: "'phone_number.number' is required." }),
            }),
          )
          .openapi({ description: 'Every field error.' }),
        request_id: z
          .string()
          .openapi({ description: 'The Request-Id of this request.', example: 'req_9f0c1d2e3b4a59687a6b5c4d' }),
      })
      .openapi({ description: 'What went wrong.' }),
  })
  .openapi('Error');

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

export const errorResponses = {
  400: errorResponse('Invalid input; every field error is listed in details'),
  401: errorResponse('Missing, invalid or expired token'),
  403: errorResponse('The token lacks the required scope'),
  404: errorResponse('Unknown id, or another merchant’s'),
  409: errorResponse('State conflict or idempotency key conflict'),
  413: errorResponse('Body too large'),
  429: errorResponse('Rate limited; see Retry-After'),
} as const;

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/**
 * The per-route middleware, in the order of concern after bearer auth:
 * scope, SERVICE-Version, rate limit, then idempotency for writes (`withhold`: a secret in the answer that
 * is never stored, so never replayed; `idempotent: 'inline'`: the route stores the key inside its own write).
 */
export function guard(
  scope: string | readonly string[],
  options: { idempotent?: boolean | 'inline'; withhold?: WithheldField } = {},
): MiddlewareHandler<AppEnv>[] {
  const chain: MiddlewareHandler<AppEnv>[] = [requireScope(scope), serviceVersion, rateLimit];
  if (options.idempotent === 'inline') chain.push(inlineIdempotency);
  else if (options.idempotent) chain.push(options.withhold ? idempotencyFor(options.withhold) : idempotency);
  return chain;
}

export const extension = { 'x-extension': true } as const;
