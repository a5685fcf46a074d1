/**
 * Reading a submitted form. Field names are the API's parameter paths (`amount`, `transaction.tenant_id`,
 * `metadata[0].key`, `additional_recipients[1].amount`), so an error the API reports on a path lands on the
 * field of the same name, and the submitted values can be handed back to the form as they were.
 */

/** Every text entry of the form (React's own `$ACTION…` entries aside). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION')) continue;
    values[name] = value;
  }
  return values;
}

/**
 * The rows of a repeated group (`metadata[0].key`, `metadata[0].value`, …) in index order. Each row keeps its
 * submitted index, so errors are reported on the row the member sees.
 */
export function indexedRows<F extends string>(
  values: Record<string, string>,
  group: string,
  fields: readonly F[],
): { index: number; row: Record<F, string> }[] {
  const pattern = new RegExp(`^${group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[(\\d{1,3})\\]\\.(.+)$`);
  const rows = new Map<number, Record<F, string>>();
  for (const [name, value] of Object.entries(values)) {
    const match = pattern.exec(name);
    if (!match || !(fields as readonly string[]).includes(match[2])) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? (Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
    row[match[2] as F] = value;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([index, row]) => ({ index, row }));
}

/** Metadata rows as submitted, with their indexes (blank rows dropped later by the rules). */
export function metadataRows(values: Record<string, string>): { key: string; value: string }[] {
  const rows = indexedRows(values, 'metadata', ['key', 'value'] as const);
  const out: { key: string; value: string }[] = [];
  for (const { index, row } of rows) out[index] = { key: row.key, value: row.value };
  return Array.from(out, (row) => row ?? { key: '', value: '' });
}

/** Where an API error on `metadata.<key>` belongs: the row holding that key. */
export function metadataFieldOf(rows: readonly { key: string }[], apiParam: string): string | null {
  if (!apiParam.startsWith('metadata.')) return null;
  const key = apiParam.slice('metadata.'.length);
  const index = rows.findIndex((row) => row.key === key);
  return index >= 0 ? `metadata[${index}].value` : 'metadata';
}
