import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks signing: the secret is `whsec_` + base64 of its key bytes; each signature is
// `v1,` + base64(HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")), several separated by spaces (a
// rotation signs with the new and the old secret, so a receiver that still has the old one keeps verifying).

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** The `webhook-signature` header's value for `body`, one `v1,…` per secret. */
export function signWebhook(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string) {
  const signed = `${messageId}.${timestampSeconds}.${body}`;
  return secrets.map((secret) => `v1,${createHmac('sha256', keyOf(secret)).update(signed).digest('base64')}`).join(' ');
}
