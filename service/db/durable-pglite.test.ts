import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walSyncer } from './durable-pglite';

/**
 * Which files a PGlite write waits on (docs/reliability.md, "Every acknowledged write survives kill -9 and power
 * loss"): the WAL segments that CHANGED, not the one with the highest name. After a checkpoint PostgreSQL recycles old
 * segments under future names, so the highest name can be a file nobody wrote to while the commit sits in a lower one.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-wal-'));
const wal = path.join(dir, 'pg_wal');
const segment = (n: number) => path.join(wal, n.toString(16).toUpperCase().padStart(24, '0'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let synced: string[] = [];
beforeEach(() => {
  fs.rmSync(wal, { recursive: true, force: true });
  fs.mkdirSync(wal, { recursive: true });
  synced = [];
  const open = fsp.open.bind(fsp);
  // Every fsync goes through a handle opened for it: record what was opened.
  vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
    synced.push(String(args[0]));
    return open(...args);
  });
});
afterEach(() => vi.restoreAllMocks());

/** Moves a file's modification time on, as a write does (without relying on the clock's resolution). */
function write(file: string, seconds: number) {
  fs.appendFileSync(file, 'x');
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
  fs.utimesSync(file, at, at);
}

describe('walSyncer', () => {
  it('syncs the segment that was written, even when a recycled segment has a higher name', async () => {
    write(segment(1), 1);
    write(segment(2), 2);
    const sync = walSyncer(dir);
    await sync();
    expect(synced.sort()).toEqual([segment(1), segment(2), wal].sort());

    // A checkpoint recycles segment 2 as future segment 3 (a rename keeps its old time); the commit lands in 1.
    synced = [];
    fs.renameSync(segment(2), segment(3));
    write(segment(1), 10);
    await sync();
    expect(synced).toContain(segment(1));
    expect(synced).toContain(wal); // a name changed: the folder itself
    expect(synced).not.toContain(segment(2));

    // Nothing written since: nothing to wait for.
    synced = [];
    await sync();
    expect(synced).toEqual([]);
  });

  it('a write to a segment synced before is synced again; an untouched one is not', async () => {
    write(segment(1), 1);
    write(segment(2), 2);
    const sync = walSyncer(dir);
    await sync();
    synced = [];
    write(segment(2), 20);
    await sync();
    expect(synced).toEqual([segment(2)]);
  });

  it('group commit: callers arriving while a sync runs share the next one', async () => {
    write(segment(1), 1);
    const sync = walSyncer(dir);
    const first = sync();
    write(segment(1), 2);
    const [second, third] = [sync(), sync()];
    expect(second).toBe(third);
    expect(second).not.toBe(first);
    await Promise.all([first, second, third]);
    // At most the first run and one more synced segment 1, and between them they covered the write made while
    // the first ran: a later sync finds nothing left.
    expect(synced.filter((f) => f === segment(1)).length).toBeLessThanOrEqual(2);
    synced = [];
    await sync();
    expect(synced).toEqual([]);
  });
});
