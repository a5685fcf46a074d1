import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks signing secret: `whsec_` and 192 random bits in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one message: `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`, one `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret, space-separated
 * (during a rotation both the new and the previous secret sign, so receivers can switch at their pace).
 */
export function signatureHeaders(id: string, timestamp: Date, body: string, secrets: string[]): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' '),
  };
}
