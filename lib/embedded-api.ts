/**
 * The one door between the console and the service it embeds (the import rules in eslint.config.mjs let
 * no other console module import `service/`): the API mounted under /api/v1, the hosted Connect and
 * Checkout pages, the database the console's own tables share in demo mode, and start-up.
 * Against a remote API (MERCHANT_API_BASE_URL) only the console's own tables and the hosted pages use it.
 */
export {
  checkEnvironment,
  consoleCredentials,
  drainService,
  getDatabase,
  getService,
  hostedPages,
  metricsRegistry,
  serviceFetch,
  stopService,
  sendSignedWebhook,
  newSigningSecret,
  destinationProblem,
  retryDelayMs,
  backgroundConfigFromEnv,
  serviceConfigFromEnv,
} from '@/service';
export type {
  CheckoutPage,
  ConnectedAccountSummary,
  ConnectPage,
  HostedLanguage,
  InstitutionChoice,
  LinkProblem,
} from '@/service';
