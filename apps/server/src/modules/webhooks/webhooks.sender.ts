import http from 'node:http';
import https from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_KEEP_BYTES, WEBHOOK_TIMEOUT_MS } from '@plaudit/contract';
import type { CheckedUrl } from './webhooks.url-guard.js';

// One HTTP attempt of a webhook: a POST to the address the URL check approved (the connection never looks the
// name up again), the URL's name kept for TLS and the Host header, redirects not followed (a 3xx is a failure),
// WEBHOOK_TIMEOUT_MS for the whole exchange, and only the first WEBHOOK_RESPONSE_KEEP_BYTES of the answer read.

export interface AttemptResult {
  /** Null when no answer came. */
  statusCode: number | null;
  /** The answer's first bytes (text). */
  response: string;
  /** Why no answer came (refused, timed out …). */
  error: string | null;
  retryAfter: string | undefined;
  latencyMs: number;
}

export type WebhookPoster = (
  target: CheckedUrl,
  headers: Record<string, string>,
  body: string,
  timeoutMs?: number,
) => Promise<AttemptResult>;

export const postWebhook: WebhookPoster = (target, headers, body, timeoutMs = WEBHOOK_TIMEOUT_MS) => {
  const started = performance.now();
  const { url, address } = target;
  const family = isIPv6(address) ? 6 : 4;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let done = false;
    const finish = (result: Omit<AttemptResult, 'latencyMs'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        // The checked address, whatever the name resolves to by now.
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (options?.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        }) as unknown as LookupFunction,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOK_RESPONSE_KEEP_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          // Enough read: the rest is not waited for.
          if (kept >= WEBHOOK_RESPONSE_KEEP_BYTES) response.destroy();
        });
        const settle = () =>
          finish({
            statusCode: response.statusCode ?? null,
            response: Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEEP_BYTES).toString('utf8'),
            error: null,
            retryAfter: header(response.headers['retry-after']),
          });
        response.on('end', settle);
        response.on('close', settle);
        response.on('error', settle);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, response: '', error: `timed out after ${timeoutMs} ms`, retryAfter: undefined });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ statusCode: null, response: '', error: error.code ?? error.message, retryAfter: undefined }),
    );
    request.end(body);
  });
};

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
