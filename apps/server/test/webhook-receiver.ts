import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records every request and answers what the
// test sets (a status, headers, or a hang), so deliveries travel over a socket as they would in production.

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (a receiver that hangs). */
  hang?: boolean;
  /** Answer after this long (a slow receiver). */
  delayMs?: number;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** What the next requests get (default 200). */
  answer: (answer: Answer | ((request: Received) => Answer)) => void;
  /** The most requests it was answering at one time. */
  mostAtOnce: () => number;
  close: () => Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<Receiver> {
  const received: Received[] = [];
  let next: Answer | ((request: Received) => Answer) = { status: 200, body: 'ok' };
  let active = 0;
  let most = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    active += 1;
    most = Math.max(most, active);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      const answer = typeof next === 'function' ? next(entry) : next;
      if (answer.hang) return;
      setTimeout(() => {
        active -= 1;
        response.writeHead(answer.status, answer.headers ?? {});
        response.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    received,
    answer: (answer) => {
      next = answer;
    },
    mostAtOnce: () => most,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
