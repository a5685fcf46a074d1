export interface IssuedToken {
  accessToken: string;
  /** Lifetime in seconds (the spec documents 86400; an example shows 3600). */
  expiresIn: number;
}

interface Held {
  token: string;
  /** After this instant the token is refreshed in the background while still served. */
  refreshAt: number;
  /** After this instant the token is not served any more. */
  expiresAt: number;
}

/** Seconds before expiry at which a token stops being used, so a request never leaves with a dying token. */
const SAFETY_SECONDS = 30;

/**
 * Holds one access token per process. It is refreshed before it expires — in the background during the
 * last tenth of its life (at most 5 minutes), synchronously once within 30 s of expiry — and concurrent
 * callers share a single token request (single flight).
 */
export class TokenCache {
  private held: Held | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly issue: () => Promise<IssuedToken>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    const held = this.held;
    const now = this.now();
    if (held && now < held.expiresAt) {
      if (now >= held.refreshAt) this.refresh().catch(() => undefined);
      return held.token;
    }
    return this.refresh();
  }

  /** Drops the token after the API refused it (401), unless a newer one already replaced it. */
  invalidate(token: string): void {
    if (this.held?.token === token) this.held = null;
  }

  private refresh(): Promise<string> {
    this.inFlight ??= this.issue()
      .then(({ accessToken, expiresIn }) => {
        const issuedAt = this.now();
        const lifetime = Math.max(expiresIn, SAFETY_SECONDS * 2) * 1000;
        const expiresAt = issuedAt + lifetime - SAFETY_SECONDS * 1000;
        this.held = {
          token: accessToken,
          expiresAt,
          refreshAt: issuedAt + lifetime - Math.min(lifetime / 10, 300_000),
        };
        return accessToken;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}
