/** Webhook delivery rules, pure (service/webhooks/deliver.ts applies them). */

export interface RetryPolicy {
  /** The first retry waits about this long; each later one twice the one before. */
  baseMs: number;
  /** No wait is longer than this. */
  capMs: number;
}

/**
 * The wait before retry number `failures` (1 after the first failed attempt): exponential, capped, with
 * "equal jitter" (half fixed, half random) so endpoints that failed together do not retry together.
 */
export function retryDelayMs(failures: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 40));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Whether `type` reaches an endpoint subscribed to `subscribed` (`*` is every type). */
export function subscribes(subscribed: readonly string[], type: string): boolean {
  return subscribed.includes('*') || subscribed.includes(type);
}

/** A response excerpt for the delivery log: the first characters, on one line. */
export function excerpt(text: string, max = 500): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
