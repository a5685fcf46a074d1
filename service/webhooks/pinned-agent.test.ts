import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkedLookup, RefusedAddress } from './pinned-agent';

/** Calls a lookup the way net.connect does and resolves with what it answered. */
function ask(resolved: string[], options: { all?: boolean; family?: number } = {}) {
  const lookup = checkedLookup(async () => resolved);
  return new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    lookup('hooks.example.com', options, (error, address, family) => resolve({ error, address, family })),
  );
}

describe('checkedLookup (the webhook agent’s DNS)', () => {
  it('hands the socket the public addresses it checked', async () => {
    expect(await ask(['93.184.215.14'])).toMatchObject({ error: null, address: '93.184.215.14', family: 4 });
    expect((await ask(['2606:2800:220:1::1', '93.184.215.14'], { all: true })).address).toEqual([
      { address: '2606:2800:220:1::1', family: 6 },
      { address: '93.184.215.14', family: 4 },
    ]);
    expect((await ask(['2606:2800:220:1::1', '93.184.215.14'], { family: 4 })).address).toBe('93.184.215.14');
  });

  it('refuses a name when any address it resolves to is not public', async () => {
    for (const resolved of [
      ['127.0.0.1'],
      ['93.184.215.14', '10.0.0.5'],
      ['169.254.169.254'],
      ['::ffff:192.168.1.1'],
      ['fd00::1'],
    ]) {
      const { error } = await ask(resolved, { all: true });
      expect(error, resolved.join(',')).toBeInstanceOf(RefusedAddress);
    }
    expect((await ask([])).error).toMatchObject({ code: 'ENOTFOUND' });
  });
});
