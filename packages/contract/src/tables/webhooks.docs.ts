import type { DocsOf } from '../route-docs.js';
import type { WEBHOOKS_ROUTES } from './webhooks.js';

// The prose of webhooks.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

const WHO_READS = "OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team's existence is never revealed).";
const WHO_MANAGES =
  "OWNER and ADMIN of the team (an EDITOR gets 403; anyone else 404, the team's existence is never revealed). A " +
  'locked (BLOCKED) team is read-only: 403.';

export const WEBHOOKS_ROUTE_DOCS = {
  'webhooks.list': {
    summary: "List a team's webhook endpoints",
    description: `Every endpoint (at most 10) with its state and its last delivery; no secrets. ${WHO_READS}`,
  },
  'webhooks.create': {
    summary: 'Add a webhook endpoint',
    description:
      '`{url, events, description?}`. The URL is https (plain http only to a loopback address in local mode), at ' +
      'most 2,048 characters, and outside local mode its name must not resolve to a loopback, private, link-local, ' +
      'multicast or metadata address (400 on field `url`). An 11th endpoint: 409. The answer holds the signing ' +
      `secret (\`whsec_\` + base64 of 32 random bytes). ${WHO_MANAGES}`,
  },
  'webhooks.get': { summary: 'Read one webhook endpoint', description: `No secret. ${WHO_READS}` },
  'webhooks.update': {
    summary: 'Replace a webhook endpoint',
    description:
      'The whole resource: `{url, events, description, disabled}`, with the URL rules of creating one. Turning an ' +
      `endpoint on again clears its failure streak; what it missed while off stays in the log to replay. ${WHO_MANAGES}`,
  },
  'webhooks.delete': {
    summary: 'Delete a webhook endpoint',
    description: `Its deliveries and their log go with it. ${WHO_MANAGES}`,
  },
  'webhooks.secret': {
    summary: "Reveal an endpoint's signing secret",
    description: `The current secret, and until when the one before the last rotation still signs. ${WHO_MANAGES}`,
  },
  'webhooks.rotateSecret': {
    summary: "Rotate an endpoint's signing secret",
    description:
      'A new secret signs from now on; the old one keeps signing beside it for 24 hours (two signatures in ' +
      `\`webhook-signature\`), so a receiver can switch without losing a message. ${WHO_MANAGES}`,
  },
  'webhooks.test': {
    summary: 'Send a test ping',
    description:
      'Queues a `ping` event for this endpoint alone; it goes out on the job queue like every event and shows in ' +
      `the delivery log. A disabled endpoint: 409. ${WHO_MANAGES}`,
  },
  'webhooks.deliveries': {
    summary: "An endpoint's delivery log",
    description:
      'Newest first, paged (page, take), filtered by `status` (SUCCEEDED, FAILED, PENDING) and `eventType`: each ' +
      'event with the body sent and its attempts (time, status code, latency, the first 4 KB of the answer, the ' +
      `error). Kept 30 days. ${WHO_READS}`,
  },
  'webhooks.retry': {
    summary: 'Send one delivery again now',
    description:
      'The same message (same `webhook-id` and sequence), signed afresh, with a fresh round of attempts. A disabled ' +
      `endpoint: 409. ${WHO_MANAGES}`,
  },
  'webhooks.replay': {
    summary: 'Send every failed delivery since a time again',
    description:
      '`{since}` (ISO 8601): every FAILED delivery of this endpoint whose event happened since then gets a fresh ' +
      `round of attempts, in the order they happened; the answer counts them. A disabled endpoint: 409. ${WHO_MANAGES}`,
  },
} as const satisfies DocsOf<typeof WEBHOOKS_ROUTES>;
