import { describe, expect, it } from 'vitest';
import { capBytes, REDACTED, redactBody, redactJson, redactQuery } from './redact';

describe('request log redaction', () => {
  it('replaces secrets and personal data wherever they appear, keeping the rest', () => {
    const body = {
      amount: 1000,
      client_secret: 'sk_live',
      Email: 'ana@example.com',
      new_end_user_details: {
        first_name: 'Ana',
        phone_number: { country_code: '1', number: '4155550123' },
        type: 'INDIVIDUAL',
      },
      funding_source: {
        uuid: 'acc_1',
        name: 'Ana Gómez',
        account_number: '123456789',
        end_user: { name: 'Ana Gómez', uuid: 'eur_1' },
      },
      tenant: { uuid: 'ten_1', name: 'Web' },
      metadata: { order: '42' },
    };
    expect(JSON.parse(redactJson(body, 8192))).toEqual({
      amount: 1000,
      client_secret: REDACTED,
      Email: REDACTED,
      new_end_user_details: { first_name: REDACTED, phone_number: REDACTED, type: 'INDIVIDUAL' },
      funding_source: {
        uuid: 'acc_1',
        name: REDACTED,
        account_number: REDACTED,
        end_user: { name: REDACTED, uuid: 'eur_1' },
      },
      tenant: { uuid: 'ten_1', name: 'Web' },
      metadata: { order: '42' },
    });
  });

  it('keeps no body that is not JSON, and cuts long ones at a byte count', () => {
    expect(redactBody('client_secret=sk_live', 8192)).toBe('[not kept: 21 bytes, not JSON]');
    expect(redactBody('', 8192)).toBeNull();
    const cut = capBytes('ñ'.repeat(100), 51);
    expect(Buffer.byteLength(cut.split('…')[0])).toBeLessThanOrEqual(51);
    expect(cut).toMatch(/… \[truncated: 200 bytes\]$/);
  });

  it('redacts query values that may be personal data', () => {
    expect(redactQuery('?end_user_email=a%40b.c&status=FAILED&page=2')).toBe(
      `end_user_email=${REDACTED}&status=FAILED&page=2`,
    );
    // Paging and ordering are kept (what a reader of the log needs to follow a client's paging); a cursor and a
    // search's words are not.
    expect(redactQuery('?limit=50&sort=-amount&related_limit=10&cursor=eyJuIjoiTWFyeSJ9&q=mary')).toBe(
      `limit=50&sort=-amount&related_limit=10&cursor=${REDACTED}&q=${REDACTED}`,
    );
    expect(redactQuery('')).toBeNull();
  });
});
