/**
 * Rate limits for the public hosted forms, per client IP and per link, in this process: a fixed
 * window of WINDOW_MS. Generous for a person filling a form, tight for a script guessing account
 * numbers. (Link tokens carry 192 random bits, so guessing links is hopeless anyway.)
 */
export const HOSTED_LIMITS = { windowMs: 60_000, perIpAndLink: 10, perIp: 30 } as const;

interface Window {
  start: number;
  count: number;
}

export class HostedRateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly limits: { windowMs: number; perIpAndLink: number; perIp: number } = HOSTED_LIMITS) {}

  /** Counts one submission; returns the seconds to wait when over a limit, else 0. */
  hit(ip: string, linkId: string, now: number): number {
    this.sweep(now);
    const checks: [string, number][] = [
      [`ip:${ip}|link:${linkId}`, this.limits.perIpAndLink],
      [`ip:${ip}`, this.limits.perIp],
    ];
    let wait = 0;
    for (const [key, limit] of checks) {
      const current = this.windows.get(key);
      const w = current && now - current.start < this.limits.windowMs ? current : { start: now, count: 0 };
      w.count++;
      this.windows.set(key, w);
      if (w.count > limit) wait = Math.max(wait, Math.ceil((w.start + this.limits.windowMs - now) / 1000));
    }
    return wait;
  }

  /** Forgets finished windows now and then, so the map stays small. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.limits.windowMs) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (now - w.start >= this.limits.windowMs) this.windows.delete(key);
  }
}
