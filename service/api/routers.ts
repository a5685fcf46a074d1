import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { endUsersRouter } from '../end-users/routes';
import { accountsRouter } from '../accounts/routes';
import { institutionsRouter } from '../institutions/routes';
import { connectLinksRouter } from '../connect-links/routes';
import { merchantsRouter } from '../merchants/routes';
import { paymentsRouter } from '../payments/routes';
import { payoutsRouter } from '../payouts/routes';
import { transfersRouter } from '../transfers/routes';
import { transactionsRouter } from '../transactions/routes';
import { depositsRouter } from '../deposits/routes';
import { checkoutLinksRouter } from '../checkout-links/routes';
import { recurringPlansRouter } from '../recurring-plans/routes';
import { analyticsRouter } from '../analytics/routes';
import { eventsRouter } from '../events/routes';
import { webhooksRouter } from '../webhooks/routes';
import { clientsRouter } from '../clients/routes';
import { requestLogsRouter } from '../request-logs/routes';
import { searchRouter } from '../search/routes';
import { casesRouter } from '../cases/routes';
import { reportsRouter } from '../reports/routes';
import { reconciliationRouter } from '../reconciliation/routes';

/** Every resource router, mounted under /api/v1 after bearer auth. */
export function resourceRouters(): OpenAPIHono<AppEnv>[] {
  return [
    endUsersRouter(),
    accountsRouter(),
    institutionsRouter(),
    connectLinksRouter(),
    merchantsRouter(),
    paymentsRouter(),
    payoutsRouter(),
    transfersRouter(),
    transactionsRouter(),
    depositsRouter(),
    checkoutLinksRouter(),
    recurringPlansRouter(),
    analyticsRouter(),
    webhooksRouter(),
    eventsRouter(),
    clientsRouter(),
    requestLogsRouter(),
    searchRouter(),
    casesRouter(),
    reportsRouter(),
    reconciliationRouter(),
  ];
}
