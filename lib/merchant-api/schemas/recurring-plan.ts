import { z } from 'zod';
import { EmbeddedEndUserSchema } from './end-user';
import {
  calendarDate,
  code,
  count,
  currency,
  dateTime,
  metadata,
  minorOrNull,
  normalizeTenant,
  ref,
  text,
} from './quirks';

const TemplateSchema = z
  .object({
    tenant: z.unknown().optional(),
    tenant_id: z.unknown().optional(),
    type: code,
    currency,
    amount: minorOrNull,
    total_amount: minorOrNull,
    statement_descriptor: text,
    description: text,
    primary_reference: text,
    secondary_reference: text,
    metadata,
  })
  .loose()
  .transform((t) => ({
    tenantId: normalizeTenant(t.tenant, t.tenant_id),
    type: t.type,
    currency: t.currency,
    amount: t.amount ?? t.total_amount,
    statementDescriptor: t.statement_descriptor,
    description: t.description,
    primaryReference: t.primary_reference,
    secondaryReference: t.secondary_reference,
    metadata: t.metadata,
  }));
export type RecurringTemplate = z.output<typeof TemplateSchema>;

/** A generated cycle, when the API reports them (extension). */
const CycleSchema = z
  .object({
    cycle: count,
    cycle_number: count,
    due_date: calendarDate,
    transaction: ref,
    transaction_id: ref,
    transaction_uuid: ref,
    checkout_link_id: ref,
    status: code,
  })
  .loose()
  .transform((c) => ({
    cycle: c.cycle ?? c.cycle_number,
    dueDate: c.due_date,
    transactionId: c.transaction ?? c.transaction_id ?? c.transaction_uuid,
    checkoutLinkId: c.checkout_link_id,
    status: c.status,
  }));
export type RecurringCycle = z.output<typeof CycleSchema>;

export const RecurringPlanSchema = z
  .object({
    uuid: z.string().min(1),
    code: text,
    description: text,
    processing_method: code,
    status: code,
    start_date: calendarDate,
    end_date: calendarDate,
    total_cycle_count: count,
    cycle_frequency: code,
    end_user: EmbeddedEndUserSchema,
    origin_account: ref,
    origin_account_id: ref,
    destination_account: ref,
    destination_account_id: ref,
    transaction: z.unknown().optional(),
    cycles: z.unknown().optional(),
    next_due_date: calendarDate,
    next_cycle_date: calendarDate,
    cycles_completed: count,
    merchant_id: text,
    primary_reference: text,
    secondary_reference: text,
    metadata,
    date_created_gmt: dateTime,
    date_updated_gmt: dateTime,
  })
  .loose()
  .transform((p) => {
    const template = TemplateSchema.safeParse(p.transaction ?? {});
    const cycles = Array.isArray(p.cycles)
      ? p.cycles.flatMap((c) => {
          const parsed = CycleSchema.safeParse(c);
          return parsed.success ? [parsed.data] : [];
        })
      : null;
    return {
      uuid: p.uuid,
      code: p.code,
      description: p.description,
      processingMethod: p.processing_method,
      status: p.status,
      startDate: p.start_date,
      endDate: p.end_date,
      totalCycleCount: p.total_cycle_count,
      cycleFrequency: p.cycle_frequency,
      endUser: p.end_user,
      originAccountId: p.origin_account ?? p.origin_account_id,
      destinationAccountId: p.destination_account ?? p.destination_account_id,
      transaction: template.success ? template.data : null,
      cycles,
      /** Due date of the next cycle, null when finished or unknown (extension). */
      nextDueDate: p.next_cycle_date ?? p.next_due_date,
      /** Cycles generated so far (extension). */
      cyclesCompleted: p.cycles_completed,
      merchantId: p.merchant_id,
      primaryReference: p.primary_reference,
      secondaryReference: p.secondary_reference,
      metadata: p.metadata,
      dateCreated: p.date_created_gmt,
      dateUpdated: p.date_updated_gmt,
    };
  });
export type RecurringPlan = z.output<typeof RecurringPlanSchema>;
