/**
 * The Merchant API's OAuth scopes: what a client may be given (service/oauth/clients.ts) and what the
 * console's API-keys page offers. `manage:clients` lets a client manage the merchant's other clients.
 */
export const API_SCOPES = [
  'read:payments',
  'write:payments',
  'write:transaction',
  'read:accounts',
  'write:accounts',
  'read:connect',
  'write:connect',
  'read:events',
  'write:webhooks',
  'manage:clients',
  'read:request_logs',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];
