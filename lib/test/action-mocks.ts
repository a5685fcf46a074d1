import { harness } from './action-harness';

type Original<T> = <M = T>() => Promise<M>;

/**
 * The module doubles every action test declares (lib/test/action-harness.ts): the session the harness signs in, the
 * harness's console database behind the real `@/lib/db`, request headers, revalidation and React's per-request cache
 * as no-ops. Each test file still names the modules it replaces, since `vi.mock` is hoisted per file:
 *
 *   vi.mock('@/lib/auth/config', actionMocks.session);
 *   vi.mock('next/headers', actionMocks.headers);
 *   vi.mock('next/cache', actionMocks.cache);
 *   vi.mock('@/lib/db', actionMocks.consoleDb);
 *   vi.mock('react', actionMocks.react);
 */
export const actionMocks = {
  session: () => ({ auth: async () => harness.session }),
  headers: () => ({ headers: async () => new Headers() }),
  cache: () => ({ revalidatePath: () => undefined }),
  consoleDb: async (original: Original<typeof import('@/lib/db')>) => ({
    ...(await original<typeof import('@/lib/db')>()),
    getConsoleDb: async () => harness.db,
  }),
  react: async (original: Original<typeof import('react')>) => ({
    ...(await original<typeof import('react')>()),
    cache: <T>(fn: T) => fn,
  }),
};
