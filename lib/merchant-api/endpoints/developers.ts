import { z } from 'zod';
import { ApiError } from '../errors';
import { REQUEST_LOG_FILTERS, type ListQuery, type RequestLogFilter } from '../filters';
import type { MerchantApi } from '../http';
import {
  ApiClientSchema,
  EventDetailSchema,
  RequestLogSchema,
  type RequestLog,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookEventSchema,
  type ApiClient,
  type EventDetail,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../schemas/developers';
import type { Getter, Lister, Listing, Lookup } from './common';

export const EVENT_FILTERS = ['type', 'object_id', 'date_from', 'date_to'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/**
 * The console's API client may lack the Developers scopes (read:events, write:webhooks: a client created
 * before they existed): the area is then unavailable like a missing extension, with the reason.
 */
async function scoped<T extends { kind: string }>(
  run: () => Promise<T>,
): Promise<T | { kind: 'unsupported'; detail: string }> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      return { kind: 'unsupported', detail: `The console’s API client is not allowed to do this (${error.message}).` };
    throw error;
  }
}

export function developerResources(list: Lister, get: Getter, api: MerchantApi) {
  const enc = encodeURIComponent;
  const events = {
    list: (query: ListQuery<EventFilter>): Promise<Listing<WebhookEvent>> =>
      scoped(() =>
        list(
          { route: 'GET /events/list', paths: ['/events/list'], key: 'events', item: WebhookEventSchema },
          query,
          EVENT_FILTERS,
        ),
      ),
    get: (uuid: string): Promise<Lookup<EventDetail>> =>
      scoped(() => get({ route: 'GET /events/{uuid}', path: `/events/${enc(uuid)}`, item: EventDetailSchema })),
  };
  const webhookEndpoints = {
    list: (query: ListQuery<never>): Promise<Listing<WebhookEndpoint>> =>
      scoped(() =>
        list(
          {
            route: 'GET /webhook-endpoints/list',
            paths: ['/webhook-endpoints/list'],
            key: 'webhook_endpoints',
            item: WebhookEndpointSchema,
          },
          query,
          [],
        ),
      ),
    get: (uuid: string): Promise<Lookup<WebhookEndpoint>> =>
      scoped(() =>
        get({
          route: 'GET /webhook-endpoints/{uuid}',
          path: `/webhook-endpoints/${enc(uuid)}`,
          key: 'webhook_endpoint',
          item: WebhookEndpointSchema,
        }),
      ),
    deliveries: (uuid: string, query: ListQuery<never>): Promise<Listing<WebhookDelivery>> =>
      scoped(() =>
        list(
          {
            route: 'GET /webhook-endpoints/{uuid}/deliveries',
            paths: [`/webhook-endpoints/${enc(uuid)}/deliveries`],
            key: 'deliveries',
            item: WebhookDeliverySchema,
          },
          query,
          [],
        ),
      ),
    /** The signing secret (admins reveal it on purpose; never rendered unasked). */
    secret: async (uuid: string): Promise<string> => {
      const response = await api.request(`/webhook-endpoints/${enc(uuid)}/secret`);
      return z.object({ secret: z.string() }).parse(response.body).secret;
    },
  };
  const apiClients = {
    list: (query: ListQuery<never>): Promise<Listing<ApiClient>> =>
      scoped(() =>
        list(
          { route: 'GET /clients/list', paths: ['/clients/list'], key: 'clients', item: ApiClientSchema },
          query,
          [],
        ),
      ),
    get: (clientId: string): Promise<Lookup<ApiClient>> =>
      scoped(() =>
        get({
          route: 'GET /clients/{client_id}',
          path: `/clients/${enc(clientId)}`,
          key: 'client',
          item: ApiClientSchema,
        }),
      ),
  };
  const requestLogs = {
    list: (query: ListQuery<RequestLogFilter>): Promise<Listing<RequestLog>> =>
      scoped(() =>
        list(
          {
            route: 'GET /request-logs/list',
            paths: ['/request-logs/list'],
            key: 'request_logs',
            item: RequestLogSchema,
          },
          query,
          REQUEST_LOG_FILTERS,
        ),
      ),
    get: (requestId: string): Promise<Lookup<RequestLog>> =>
      scoped(() =>
        get({
          route: 'GET /request-logs/{request_id}',
          path: `/request-logs/${enc(requestId)}`,
          key: 'request_log',
          item: RequestLogSchema,
        }),
      ),
  };
  return { events, webhookEndpoints, apiClients, requestLogs };
}
