import { z } from 'zod';
import { EmbeddedEndUserSchema } from './end-user';
import { code, codeList, currency, dateTime, flag, metadata, namedRef, ref, text } from './quirks';

const PendingValidationSchema = z
  .object({ slug: text, action: code })
  .loose()
  .transform((p) => ({ slug: p.slug, action: p.action }));

export const AccountSchema = z
  .object({
    uuid: z.string().min(1),
    code: text,
    source_connect_link: ref,
    current_status: code,
    status: code,
    requires_account_validation: flag,
    pending_account_validations: z.unknown().optional(),
    remarks: text,
    institution: namedRef,
    last_4: text,
    last4: text,
    type: code,
    subtype: code,
    currency,
    capabilities: codeList,
    enabled_real_time_payouts: flag,
    end_user: EmbeddedEndUserSchema,
    merchant_id: text,
    disconnection_reason: text,
    disconnect_reason: text,
    disconnection_note: text,
    disconnect_note: text,
    primary_reference: text,
    secondary_reference: text,
    metadata,
    creation_source: code,
    date_created_gmt: dateTime,
    date_updated_gmt: dateTime,
  })
  .loose()
  .transform((a) => {
    const pending = Array.isArray(a.pending_account_validations)
      ? a.pending_account_validations.flatMap((p) => {
          const parsed = PendingValidationSchema.safeParse(p);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
    return {
      uuid: a.uuid,
      code: a.code,
      sourceConnectLinkId: a.source_connect_link,
      currentStatus: a.current_status ?? a.status,
      requiresAccountValidation: a.requires_account_validation ?? pending.length > 0,
      pendingAccountValidations: pending,
      remarks: a.remarks,
      institution: a.institution,
      last4: a.last_4 ?? a.last4,
      type: a.type,
      subtype: a.subtype,
      currency: a.currency,
      capabilities: a.capabilities,
      enabledRealTimePayouts: a.enabled_real_time_payouts,
      endUser: a.end_user,
      merchantId: a.merchant_id,
      // disconnect answers disconnection_reason; list/get document disconnect_reason.
      disconnectionReason: a.disconnection_reason ?? a.disconnect_reason,
      disconnectionNote: a.disconnection_note ?? a.disconnect_note,
      primaryReference: a.primary_reference,
      secondaryReference: a.secondary_reference,
      metadata: a.metadata,
      creationSource: a.creation_source,
      dateCreated: a.date_created_gmt,
      dateUpdated: a.date_updated_gmt,
    };
  });
export type Account = z.output<typeof AccountSchema>;
