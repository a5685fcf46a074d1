import 'server-only';
import { toListQuery } from '@/lib/lists/search-params';
import { apiClients, events, merchantApi, requestLogs, webhookEndpoints } from '@/lib/merchant-api';
import { REQUEST_LOG_FILTERS } from '@/lib/merchant-api/filters';
import type { ApiClient } from '@/lib/merchant-api/schemas/developers';
import { toListResult, type ListValues } from '@/lib/lists/data';

/** The events page's search: its filters (already checked) and page number. */
export type EventSearch = { type?: string; object_id?: string; date_from?: string; date_to?: string; page: number };

/** A page of 50 webhook events matching the search ('unsupported' on an API without events). */
export function listEvents(search: EventSearch) {
  return events.list({
    page: search.page,
    pageSize: 50,
    filters: { type: search.type, object_id: search.object_id, date_from: search.date_from, date_to: search.date_to },
  });
}

/** One webhook event with its deliveries. */
export function getEvent(id: string) {
  return events.get(id);
}

/** The webhook endpoints (the first 100). */
export function listWebhookEndpoints() {
  return webhookEndpoints.list({ page: 1, pageSize: 100 });
}

/** One webhook endpoint. */
export function getWebhookEndpoint(id: string) {
  return webhookEndpoints.get(id);
}

/** An endpoint's newest 50 deliveries. */
export function listWebhookDeliveries(id: string) {
  return webhookEndpoints.deliveries(id, { page: 1, pageSize: 50 });
}

/** The API clients (keys), the first 200. */
export function listApiClients() {
  return apiClients.list({ page: 1, pageSize: 200 });
}

/** One API client (its scopes, for a rotation's check); null when the API does not know it. */
export async function findApiClient(clientId: string): Promise<ApiClient | null> {
  const found = await apiClients.get(clientId);
  return found.kind === 'found' ? found.data : null;
}

/** The console's own API configuration (its client id, so its key is marked and cannot be revoked here). */
export function getApiConfig() {
  return merchantApi().config();
}

/** A page of request logs for the list's URL values (API errors shown in place of the rows). */
export function listRequestLogs(values: ListValues<typeof REQUEST_LOG_FILTERS>, timeZone: string) {
  return toListResult(requestLogs.list(toListQuery(values, REQUEST_LOG_FILTERS, timeZone)));
}

/** One request log, by request id. */
export function getRequestLog(id: string) {
  return requestLogs.get(id);
}
