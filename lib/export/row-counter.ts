/**
 * Counts the records of a CSV or JSON Lines download as its bytes arrive, for a progress display. Works on
 * raw bytes: in UTF-8 the bytes of '"' and '\n' never occur inside a multi-byte character, so no decoding
 * is needed. A CSV line break inside a quoted field does not end a record.
 */
const QUOTE = 0x22;
const LF = 0x0a;

export class RowCounter {
  private records = 0;
  private inQuotes = false;

  constructor(private readonly format: 'csv' | 'jsonl') {}

  push(chunk: Uint8Array): void {
    const csv = this.format === 'csv';
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (csv && byte === QUOTE) this.inQuotes = !this.inQuotes;
      else if (byte === LF && !this.inQuotes) this.records++;
    }
  }

  /** Data rows so far (a CSV's header line is not one). */
  get rows(): number {
    return this.format === 'csv' ? Math.max(0, this.records - 1) : this.records;
  }
}
