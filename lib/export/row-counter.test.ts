import { describe, expect, it } from 'vitest';
import { RowCounter } from './row-counter';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('RowCounter', () => {
  it('counts CSV records, not line breaks inside quoted fields, across chunk boundaries', () => {
    const counter = new RowCounter('csv');
    const text = 'uuid,description\r\ntrx_1,"two\r\nlines, and ""quotes"""\r\ntrx_2,Gómez\r\n';
    for (const part of [text.slice(0, 25), text.slice(25, 26), text.slice(26)]) counter.push(bytes(part));
    expect(counter.rows).toBe(2);
  });

  it('counts JSON Lines', () => {
    const counter = new RowCounter('jsonl');
    counter.push(bytes('{"a":"x\\ny"}\n{"a":"\\"q"}\n'));
    expect(counter.rows).toBe(2);
  });
});
