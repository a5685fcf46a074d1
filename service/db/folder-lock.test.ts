import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockFolder } from './folder-lock';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mc-lock-'));

/** Another process trying the lock: resolves with what it printed first (`held` or `busy`). */
function holder(dataDir: string): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/test/hold-folder-lock.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve) => child.stdout!.once('data', (d) => resolve({ child, said: String(d).trim() })));
}

async function eventually(attempt: () => Promise<() => Promise<void>>): Promise<() => Promise<void>> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || i > 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('the embedded database folder lock', () => {
  it('refuses a second holder, naming the first, and is free again once the first is killed with SIGKILL', async () => {
    const dir = tempDir();
    const first = await holder(dir);
    expect(first.said).toBe('held');
    await expect(lockFolder(dir)).rejects.toThrow(new RegExp(`in use by process ${first.child.pid}`));
    first.child.kill('SIGKILL');
    const release = await eventually(() => lockFolder(dir));
    await release();
  });

  it('opens straight after its holder is killed with SIGKILL (no refusal while the dead holder lets go)', async () => {
    const dir = tempDir();
    const first = await holder(dir);
    expect(first.said).toBe('held');
    const dead = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await dead;
    const release = await lockFolder(dir); // at once, as a supervisor restarting the service would
    await release();
  });

  it('is not fooled by a lock left behind with a live process id (a pid reused after a crash)', async () => {
    const dir = tempDir();
    // What a crashed holder leaves: its files, naming a pid that now belongs to a live, unrelated process.
    fs.writeFileSync(path.join(dir, '.merchant-console.lock'), String(process.ppid));
    fs.writeFileSync(
      path.join(dir, '.merchant-console.holder'),
      JSON.stringify({ pid: process.ppid, started: '2026-01-01T00:00:00Z' }),
    );
    const release = await lockFolder(dir);
    await release();
  });

  it('lets exactly one of several processes started at the same instant open the folder', async () => {
    const dir = tempDir();
    const outcomes = await Promise.all([holder(dir), holder(dir), holder(dir), holder(dir)]);
    expect(outcomes.map((o) => o.said).sort()).toEqual(['busy', 'busy', 'busy', 'held']);
  });

  it('a process whose last step is releasing the lock ends normally (exit code 0, not 13 for an unsettled await)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'service/test/hold-folder-lock.ts', tempDir(), 'release'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout!.on('data', (d) => (stdout += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(stdout.trim().split('\n')).toEqual(['held', 'released']);
    expect(code).toBe(0);
  });
});

describe('npm run clients:create while the server holds the folder', () => {
  it('prints one clear sentence, no stack trace, and exits non-zero', async () => {
    const dir = tempDir();
    expect((await holder(dir)).said).toBe('held');
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', 'service/cli/clients-create.ts', '--merchant-name', 'Acme'],
      {
        env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    cli.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => cli.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^The embedded database folder .* is in use by process \d+/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
