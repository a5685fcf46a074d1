import { z } from '@hono/zod-openapi';
import {
  amountInput,
  booleanInput,
  currencyInput,
  idOf,
  metadata,
  reference,
  statementDescriptor,
} from '../http/fields';
import { descriptionInput, tenantIdInput } from '../payments/schemas';
import { TransactionSchema } from '../transactions/schemas';

export const CreateTransferBody = z
  .object({
    tenant_id: tenantIdInput,
    amount: amountInput,
    description: descriptionInput,
    statement_descriptor: statementDescriptor,
    auto_send_receipt: booleanInput,
    origin_account_id: idOf('acc', 'Your CONNECTED account with the PAYMENTS or TRANSFERS capability the money leaves'),
    destination_account_id: idOf('acc', 'Your CONNECTED account the money goes to (another account)'),
    currency: currencyInput,
    merchant_id: idOf('mer', 'You or one of your sub-merchants (default: you). Extension').optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    metadata: metadata.optional(),
  })
  .openapi('CreateTransferRequest');
export type CreateTransferInput = z.infer<typeof CreateTransferBody>;

export const TransferEnvelope = z.object({ transfer: TransactionSchema }).openapi('TransferResponse');
