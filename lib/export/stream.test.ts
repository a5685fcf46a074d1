import { describe, expect, it, vi } from 'vitest';
import type { ExportColumn } from './columns';
import { exportStream, pagesOf, primeFirstPage, type PageFetcher } from './stream';

type Row = { uuid: string; n: number };
const columns: ExportColumn<Row>[] = [
  { header: 'uuid', kind: 'text', value: (r) => r.uuid },
  { header: 'n', kind: 'number', value: (r) => r.n },
];

/** A list of `total` rows served in pages, counting the fetches. */
function fakeList(total: number) {
  const fetches: number[] = [];
  const fetchPage: PageFetcher<Row> = async (page, pageSize) => {
    fetches.push(page);
    const start = (page - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({
      uuid: `r${start + i}`,
      n: start + i,
    }));
    return { items, hasNextPage: start + pageSize < total };
  };
  return { fetchPage, fetches };
}

/** The text exactly as sent (Response.text() would drop the byte-order mark). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe('exportStream', () => {
  it('pages to the end: a header and every row, once', async () => {
    const { fetchPage, fetches } = fakeList(2_503);
    const onComplete = vi.fn();
    const text = await readAll(
      exportStream(pagesOf(fetchPage, { pageSize: 1000 }), { format: 'csv', columns, onComplete }),
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFuuid,n');
    expect(lines.slice(1, -1)).toHaveLength(2_503);
    expect(lines[2_503]).toBe('r2502,2502');
    expect(lines.at(-1)).toBe('');
    expect(fetches).toEqual([1, 2, 3]);
    expect(onComplete).toHaveBeenCalledWith({
      rows: 2_503,
      pages: 3,
      bytes: new TextEncoder().encode(text).byteLength,
    });
  });

  it('pulls pages lazily: a reader that stops after two pages causes at most three fetches', async () => {
    const { fetchPage, fetches } = fakeList(100_000);
    const reader = exportStream(pagesOf(fetchPage, { pageSize: 1000 }), { format: 'csv', columns }).getReader();
    await reader.read();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches.length).toBeGreaterThanOrEqual(2);
    expect(fetches.length).toBeLessThanOrEqual(3);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches.length).toBeLessThanOrEqual(3);
  });

  it('writes a header for an empty list and JSON Lines without one', async () => {
    expect(await readAll(exportStream(pagesOf(fakeList(0).fetchPage), { format: 'csv', columns }))).toBe(
      '\uFEFFuuid,n\r\n',
    );
    expect(await readAll(exportStream(pagesOf(fakeList(0).fetchPage), { format: 'jsonl', columns }))).toBe('');
    const jsonl = await readAll(
      exportStream(pagesOf(fakeList(3).fetchPage, { pageSize: 2 }), { format: 'jsonl', columns }),
    );
    expect(
      jsonl
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { uuid: 'r0', n: 0 },
      { uuid: 'r1', n: 1 },
      { uuid: 'r2', n: 2 },
    ]);
  });

  it('errors the stream (so the download fails visibly) when a later page fails', async () => {
    const onError = vi.fn();
    const fetchPage: PageFetcher<Row> = async (page) => {
      if (page === 2) throw new Error('API down');
      return { items: [{ uuid: 'a', n: 1 }], hasNextPage: true };
    };
    await expect(readAll(exportStream(pagesOf(fetchPage), { format: 'csv', columns, onError }))).rejects.toThrow(
      'API down',
    );
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { rows: 1, pages: 1, bytes: expect.any(Number) });
  });
});

describe('pagesOf', () => {
  it('skips a record the previous page already held (a row pushed down by a new one)', async () => {
    const pages = [
      {
        items: [
          { uuid: 'c', n: 3 },
          { uuid: 'b', n: 2 },
        ],
        hasNextPage: true,
      },
      {
        items: [
          { uuid: 'b', n: 2 },
          { uuid: 'a', n: 1 },
        ],
        hasNextPage: false,
      },
    ];
    const seen: string[] = [];
    for await (const page of pagesOf<Row>(async (p) => pages[p - 1], { idOf: (r) => r.uuid }))
      seen.push(...page.map((r) => r.uuid));
    expect(seen).toEqual(['c', 'b', 'a']);
  });

  it('stops at an empty page even when the server claims more', async () => {
    const fetchPage = vi.fn(async () => ({ items: [] as Row[], hasNextPage: true }));
    const pages: Row[][] = [];
    for await (const page of pagesOf(fetchPage)) pages.push(page);
    expect(pages).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('primeFirstPage', () => {
  it('throws the first page’s failure before any stream exists', async () => {
    await expect(primeFirstPage(pagesOf<Row>(async () => Promise.reject(new Error('403'))))).rejects.toThrow('403');
  });

  it('fetches only the first page up front, then resumes lazily', async () => {
    const { fetchPage, fetches } = fakeList(5_000);
    const pages = await primeFirstPage(pagesOf(fetchPage));
    expect(fetches).toEqual([1]);
    const text = await readAll(exportStream(pages, { format: 'csv', columns }));
    expect(text.split('\r\n')).toHaveLength(5_002);
    expect(fetches).toEqual([1, 2, 3, 4, 5]);
  });
});
