import { z } from '@hono/zod-openapi';
import { amountInput, currencyInput, idOf, metadata, reference } from '../http/fields';
import { descriptionInput, tenantIdInput } from '../payments/schemas';
import { TransactionSchema } from '../transactions/schemas';

export const CreatePayoutBody = z
  .object({
    tenant_id: tenantIdInput,
    amount: amountInput,
    destination_account_id: idOf('acc', 'Your CONNECTED account that receives the money'),
    currency: currencyInput,
    merchant_id: idOf('mer', 'You or one of your sub-merchants whose balance pays (default: you)').optional(),
    description: descriptionInput.optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    metadata: metadata.optional(),
  })
  .openapi('CreatePayoutRequest');
export type CreatePayoutInput = z.infer<typeof CreatePayoutBody>;

export const PayoutEnvelope = z.object({ payout: TransactionSchema }).openapi('PayoutResponse');
