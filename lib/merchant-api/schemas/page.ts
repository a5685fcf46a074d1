import { z } from 'zod';
import { count, flag } from './quirks';

export interface PageInfo {
  hasNextPage: boolean;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
  /** Items the console could not read (logged on the server); the rest of the page is still shown. */
  unreadable: number;
}

const PageInfoSchema = z.object({ has_next_page: flag, page: count, page_size: count }).loose();

/**
 * A list envelope {<key>: [...], page_info}. Items are parsed one by one so one odd record cannot hide a
 * whole page. Without page_info, a full page is taken to mean more may follow.
 */
export function parsePage<T extends z.ZodType>(
  body: unknown,
  key: string,
  item: T,
  requested: { page: number; pageSize: number },
): Page<z.output<T>> {
  const envelope = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const raw = envelope[key];
  if (!Array.isArray(raw)) throw new TypeError(`the response has no '${key}' array`);
  const items: z.output<T>[] = [];
  let unreadable = 0;
  for (const element of raw) {
    const parsed = item.safeParse(element);
    if (parsed.success) items.push(parsed.data);
    else {
      unreadable += 1;
      console.warn(
        `[merchant-api] unreadable ${key} item`,
        (element as { uuid?: unknown })?.uuid ?? '',
        parsed.error.issues[0]?.message,
      );
    }
  }
  const info = PageInfoSchema.safeParse(envelope.page_info);
  const pageSize = (info.success ? info.data.page_size : null) ?? requested.pageSize;
  const hasNext = (info.success ? info.data.has_next_page : null) ?? raw.length >= pageSize;
  return {
    items,
    pageInfo: { hasNextPage: hasNext, page: (info.success ? info.data.page : null) ?? requested.page, pageSize },
    unreadable,
  };
}
