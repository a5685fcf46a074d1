import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { reconCsvMappings, reconExceptions, reconLines, reconSettings } from '../db/schema';
import { conflict, notFound } from '../lib/problems';
import { newId } from '../lib/ids';
import { audit, type Actor } from './audit';
import { reconSettingsOf } from './matching';
import type { CsvMapping } from './parse/csv';
import type { ADJUSTMENTS } from './schemas';

async function exceptionOf(tx: Tx, merchantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(reconExceptions)
    .where(and(eq(reconExceptions.merchantId, merchantId), eq(reconExceptions.id, id)))
    .for('update');
  if (!row) throw notFound('exception', id);
  return row;
}

/** Assigns an owner and/or writes a note (each audited: ASSIGN, ANNOTATE). */
export async function updateException(
  tx: Tx,
  merchantId: string,
  id: string,
  input: { owner?: string | null; note?: string | null },
  actor: Actor,
  now: Date,
) {
  const row = await exceptionOf(tx, merchantId, id);
  const set: Partial<typeof reconExceptions.$inferInsert> = { dateUpdated: now };
  if (input.owner !== undefined && (input.owner || null) !== row.owner) {
    set.owner = input.owner || null;
    await audit(tx, merchantId, actor, 'ASSIGN', id, null, { from: row.owner, to: set.owner });
  }
  if (input.note !== undefined && (input.note || null) !== row.note) {
    set.note = input.note || null;
    await audit(tx, merchantId, actor, 'ANNOTATE', id, set.note ?? null);
  }
  const [updated] = await tx.update(reconExceptions).set(set).where(eq(reconExceptions.id, id)).returning();
  return updated;
}

export async function resolveException(
  tx: Tx,
  merchantId: string,
  id: string,
  input: { resolution: string; note: string },
  actor: Actor,
  now: Date,
) {
  const row = await exceptionOf(tx, merchantId, id);
  if (row.status !== 'OPEN') throw conflict('exception_not_open', `The exception ${id} is already resolved.`);
  const [updated] = await tx
    .update(reconExceptions)
    .set({
      status: 'RESOLVED',
      resolution: input.resolution,
      note: row.note ? `${row.note}\n${input.note}` : input.note,
      resolvedBy: actor.who,
      resolvedAt: now,
      dateUpdated: now,
    })
    .where(eq(reconExceptions.id, id))
    .returning();
  await audit(tx, merchantId, actor, 'RESOLVE', id, input.note, { resolution: input.resolution });
  if (row.lineId) await settleLine(tx, row.lineId, input, actor, now);
  return updated;
}

/**
 * One rule for "this line is settled" (docs/reconciliation.md, "Lines without a deposit or payout"): a line is
 * settled when it is matched or resolved, whichever way finance resolved it. Resolving a line's exception in the
 * queue resolves its line as resolving the line from its panel would (a bank fee stays a bank fee, anything else is
 * OTHER with the queue's resolution in the note), so the close view counts it either way.
 */
async function settleLine(
  tx: Tx,
  lineId: string,
  input: { resolution: string; note: string },
  actor: Actor,
  now: Date,
) {
  await tx
    .update(reconLines)
    .set({
      status: 'RESOLVED',
      resolution: input.resolution === 'BANK_FEE' ? 'BANK_FEE' : 'OTHER',
      resolutionNote:
        input.resolution === 'BANK_FEE' || input.resolution === 'OTHER'
          ? input.note
          : `${input.resolution}: ${input.note}`,
      resolvedBy: actor.who,
      resolvedAt: now,
      holdAuto: false,
    })
    .where(and(eq(reconLines.id, lineId), eq(reconLines.status, 'UNMATCHED')));
}

export async function reopenException(tx: Tx, merchantId: string, id: string, reason: string, actor: Actor, now: Date) {
  const row = await exceptionOf(tx, merchantId, id);
  if (row.status !== 'RESOLVED') throw conflict('exception_not_resolved', `The exception ${id} is open.`);
  if (row.resolution === 'MATCHED')
    throw conflict('exception_matched', 'Resolved by a match: unmatch the line instead.');
  const [updated] = await tx
    .update(reconExceptions)
    .set({ status: 'OPEN', resolution: null, resolvedBy: null, resolvedAt: null, dateUpdated: now })
    .where(eq(reconExceptions.id, id))
    .returning();
  // Its line, resolved with it, is open again (and held out of automatic matching: a person decided).
  if (row.lineId)
    await tx
      .update(reconLines)
      .set({
        status: 'UNMATCHED',
        holdAuto: true,
        resolution: null,
        resolutionNote: null,
        resolvedBy: null,
        resolvedAt: null,
      })
      .where(and(eq(reconLines.id, row.lineId), eq(reconLines.status, 'RESOLVED')));
  await audit(tx, merchantId, actor, 'REOPEN', id, reason, { was: row.resolution });
  return updated;
}

export async function createMapping(
  tx: Tx,
  merchantId: string,
  name: string,
  mapping: CsvMapping,
  actor: Actor,
  now: Date,
) {
  const [taken] = await tx
    .select({ id: reconCsvMappings.id })
    .from(reconCsvMappings)
    .where(and(eq(reconCsvMappings.merchantId, merchantId), eq(reconCsvMappings.name, name)));
  if (taken) throw conflict('mapping_name_taken', `A CSV mapping named '${name}' exists (${taken.id}).`);
  const [row] = await tx
    .insert(reconCsvMappings)
    .values({
      id: newId('csm'),
      merchantId,
      name,
      mapping: mapping as unknown as Record<string, unknown>,
      dateCreated: now,
    })
    .returning();
  await audit(tx, merchantId, actor, 'MAPPING', row.id, null, { name });
  return row;
}

export interface SettingsInput {
  date_tolerance_days?: number;
  missing_after_business_days?: number;
  amount_tolerance?: number;
  tolerance_adjustment?: string;
  bank_holidays?: string[];
}

export async function updateSettings(tx: Tx, merchantId: string, input: SettingsInput, actor: Actor, now: Date) {
  const current = await reconSettingsOf(tx, merchantId);
  const next = {
    dateToleranceDays: input.date_tolerance_days ?? current.dateToleranceDays,
    missingAfterBusinessDays: input.missing_after_business_days ?? current.missingAfterBusinessDays,
    amountTolerance: input.amount_tolerance ?? current.amountTolerance,
    toleranceAdjustment: input.tolerance_adjustment ?? current.toleranceAdjustment,
    bankHolidays: input.bank_holidays ? [...new Set(input.bank_holidays)].sort() : current.bankHolidays,
  };
  await tx
    .insert(reconSettings)
    .values({ merchantId, ...next, dateUpdated: now })
    .onConflictDoUpdate({ target: reconSettings.merchantId, set: { ...next, dateUpdated: now } });
  const json = settingsJson(next);
  await audit(tx, merchantId, actor, 'SETTINGS', merchantId, null, json);
  return json;
}

export const settingsJson = (s: {
  dateToleranceDays: number;
  missingAfterBusinessDays: number;
  amountTolerance: number;
  toleranceAdjustment: string;
  bankHolidays: string[];
}) => ({
  date_tolerance_days: s.dateToleranceDays,
  missing_after_business_days: s.missingAfterBusinessDays,
  amount_tolerance: s.amountTolerance,
  tolerance_adjustment: s.toleranceAdjustment as (typeof ADJUSTMENTS)[number],
  bank_holidays: s.bankHolidays,
});

/**
 * Assigns or resolves many exceptions at once, in one transaction: each one as `updateException` or
 * `resolveException` would (each audited); an unknown one or one already resolved is skipped with why.
 */
export async function bulkExceptions(
  tx: Tx,
  merchantId: string,
  input: {
    exception_ids: string[];
    action: 'ASSIGN' | 'RESOLVE';
    owner?: string | null;
    resolution?: string;
    note?: string;
  },
  actor: Actor,
  now: Date,
) {
  const updated: string[] = [];
  const skipped: { uuid: string; message: string }[] = [];
  const ids = [...new Set(input.exception_ids)];
  const rows = await tx
    .select({ id: reconExceptions.id, status: reconExceptions.status })
    .from(reconExceptions)
    .where(and(eq(reconExceptions.merchantId, merchantId), inArray(reconExceptions.id, ids)));
  const status = new Map(rows.map((r) => [r.id, r.status]));
  for (const id of ids) {
    if (!status.has(id)) {
      skipped.push({ uuid: id, message: 'No such exception.' });
      continue;
    }
    if (status.get(id) !== 'OPEN') {
      skipped.push({ uuid: id, message: 'Resolved already.' });
      continue;
    }
    if (input.action === 'ASSIGN')
      await updateException(tx, merchantId, id, { owner: input.owner ?? null }, actor, now);
    else await resolveException(tx, merchantId, id, { resolution: input.resolution!, note: input.note! }, actor, now);
    updated.push(id);
  }
  return { updated, skipped };
}
