import { z } from '@hono/zod-openapi';
import { listQuery, PageInfoSchema } from '../http/list';
import { ALL_SCOPES } from '../oauth/clients';

const scopes = z
  .array(z.enum(ALL_SCOPES, { error: `must be one of ${ALL_SCOPES.join(', ')}` }))
  .min(1, 'must list at least one scope')
  .max(ALL_SCOPES.length)
  .openapi({
    description: 'Scopes the client may request; at most those of the client making the request.',
    example: ['read:payments', 'read:events'],
  });

export const CreateClientBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'must be at most 100 characters')
      .openapi({ description: 'What the client is for.', example: 'Order system' }),
    scopes,
    created_by: z.string().max(200, 'must be at most 200 characters').optional().openapi({
      description: 'Who asked for it (the console sends the staff member’s email).',
      example: 'admin@example.com',
    }),
  })
  .strict()
  .openapi('CreateApiClient');
export type CreateClientInput = z.infer<typeof CreateClientBody>;

export const RotateClientBody = z
  .object({
    grace_period_seconds: z
      .number()
      .int('must be a whole number of seconds')
      .min(0, 'must be at least 0')
      .max(86_400, 'must be at most 86400 (24 hours)')
      .optional()
      .openapi({
        description: 'How long the previous secret still obtains tokens (0 to 86400; default 3600).',
        example: 3600,
      }),
  })
  .strict()
  .openapi('RotateApiClientSecret');

export const ClientSchema = z
  .object({
    client_id: z.string().openapi({ description: 'The client id (public).', example: 'cli_4f1c2b9e8d7a6f5e4d3c2b1a' }),
    name: z.string().openapi({ description: 'What it is for.', example: 'Order system' }),
    scopes: z.array(z.string()).openapi({ description: 'Scopes it may request.', example: ['read:payments'] }),
    status: z.enum(['ACTIVE', 'REVOKED']).openapi({
      description: 'REVOKED clients get no tokens, and their tokens stop working within seconds.',
      example: 'ACTIVE',
    }),
    created_by: z
      .string()
      .nullable()
      .openapi({ description: 'Who made it in the console.', example: 'admin@example.com' }),
    date_created_gmt: z.string().openapi({ description: 'Created (UTC).', example: '2026-11-24T10:15:00.000Z' }),
    last_used_gmt: z
      .string()
      .nullable()
      .openapi({ description: 'Last token issued or used (at most a minute stale).', example: null }),
    previous_secret_expires_at: z
      .string()
      .nullable()
      .openapi({ description: 'After a rotation, until when the previous secret still works.', example: null }),
    revoked_at: z.string().nullable().openapi({ description: 'When it was revoked.', example: null }),
  })
  .openapi('ApiClient');

export const ClientWithSecret = z
  .object({
    client: ClientSchema,
    client_secret: z.string().openapi({ description: 'Shown once; only its hash is stored.', example: 'sk_…' }),
  })
  .openapi('ApiClientWithSecret');
export const ClientEnvelope = z.object({ client: ClientSchema }).openapi('ApiClientEnvelope');
export const ClientListQuery = listQuery({});
export const ClientListEnvelope = z
  .object({
    clients: z.array(ClientSchema).openapi({ description: 'This page, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('ApiClientList');
export const clientIdParam = z.object({
  client_id: z
    .string()
    .max(100)
    .openapi({
      description: 'Client id.',
      example: 'cli_4f1c2b9e8d7a6f5e4d3c2b1a',
      param: { name: 'client_id', in: 'path' },
    }),
});
