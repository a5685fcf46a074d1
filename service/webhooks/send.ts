import { fetch } from 'undici';
import { RefusedAddress, webhookAgent } from './pinned-agent';
import { excerpt } from './rules';
import { signatureHeaders } from './sign';
import { destinationProblem, type Resolver } from './url-guard';

/** One attempt's outcome, as the delivery log records it. */
export interface Outcome {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
}

export interface SendOptions {
  timeoutMs: number;
  /** Loopback and private addresses allowed (demo mode, tests). */
  allowPrivateNetworks: boolean;
  resolve?: Resolver;
}

/**
 * POSTs one Standard Webhooks message (signed with every secret given) to a URL the SSRF guard accepts, through
 * the agent that checks the address it connects to: the Developers area's webhooks and the console's audit stream
 * (docs/audit.md) both send through here. 2xx is delivered; anything else, or no answer in time, failed.
 */
export async function sendSignedWebhook(
  message: { url: string; id: string; body: string; secrets: string[] },
  options: SendOptions,
): Promise<Outcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const blocked = await destinationProblem(message.url, options.allowPrivateNetworks, options.resolve);
  if (blocked)
    return { ok: false, status: null, latencyMs: latency(), excerpt: null, error: `Not sent: the URL ${blocked}.` };
  try {
    // The connection is made through an agent that checks the address it connects to (pinned-agent.ts).
    const response = await fetch(message.url, {
      dispatcher: webhookAgent(options.allowPrivateNetworks, options.resolve),
      method: 'POST',
      // The signature's timestamp is the wall clock of sending: receivers judge replays by theirs.
      headers: {
        'content-type': 'application/json',
        'user-agent': 'MerchantConsole-Webhooks/1.0',
        ...signatureHeaders(message.id, new Date(), message.body, message.secrets),
      },
      body: message.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text().catch(() => '');
    return {
      ok: response.status >= 200 && response.status < 300,
      status: response.status,
      latencyMs: latency(),
      excerpt: excerpt(text),
      error: null,
    };
  } catch (error) {
    const name = (error as Error).name;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof RefusedAddress)
      return {
        ok: false,
        status: null,
        latencyMs: latency(),
        excerpt: null,
        error: `Not sent: the URL ${cause.message}.`,
      };
    const message =
      name === 'TimeoutError' || name === 'AbortError'
        ? `No answer within ${options.timeoutMs / 1000} s.`
        : `Could not connect: ${String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message)}.`;
    return { ok: false, status: null, latencyMs: latency(), excerpt: null, error: message };
  }
}
