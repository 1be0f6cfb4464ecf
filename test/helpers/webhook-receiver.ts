// A real HTTP server on 127.0.0.1 that receives webhooks in tests, recording every request.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  /** When the request arrived and when its answer was sent (ms since epoch). */
  at: number;
  answeredAt?: number;
}

/** What to do with the n-th request (0-based) to a path: a status, or hang (never answer). */
export type Behaviour = (r: Received, n: number) => number | 'hang' | Promise<number | 'hang'>;

export interface Receiver {
  url: (path?: string) => string;
  received: Received[];
  /** Requests currently being answered (for concurrency checks) and the most ever at once. */
  inFlight: () => number;
  maxInFlight: () => number;
  behave(path: string, behaviour: Behaviour): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const r: Received = { path, headers: req.headers, body, json, at: Date.now() };
      received.push(r);
      const n = counts.get(path) ?? 0;
      counts.set(path, n + 1);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const behaviour = behaviours.get(path) ?? (() => 200);
      const outcome = await behaviour(r, n);
      if (outcome === 'hang') {
        const release = () => res.destroy();
        hanging.add(release);
        req.socket.on('close', () => {
          if (hanging.delete(release)) inFlight--;
        });
        return;
      }
      inFlight--;
      r.answeredAt = Date.now();
      res.writeHead(outcome, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    behave: (path, behaviour) => behaviours.set(path, behaviour),
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
