// One delivery attempt: a signed POST, 2xx within the timeout is success. Redirects are not
// followed (a 3xx is a failed attempt), the answer's body is read only to free the socket.
import http from 'node:http';
import https from 'node:https';
import { checkLiteralHost, DestinationRefused, guardedLookup } from './destination.ts';
import { signatureHeader } from './secrets.ts';

export interface Attempt {
  url: string;
  msgId: string;
  body: string;
  secrets: readonly string[];
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
}

export async function sendAttempt(a: Attempt, now = new Date()): Promise<AttemptResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): AttemptResult => ({
    ok: status !== null && status >= 200 && status < 300,
    status,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  let url: URL;
  try {
    url = new URL(a.url);
    if (url.protocol !== 'https:' && !(a.allowPrivate && url.protocol === 'http:'))
      throw new DestinationRefused('only https URLs receive webhooks');
    checkLiteralHost(url, a.allowPrivate);
  } catch (err) {
    return done(null, (err as Error).message);
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'booking-api-webhooks/1',
    'webhook-id': a.msgId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatureHeader(a.secrets, a.msgId, now, a.body),
    'content-length': String(Buffer.byteLength(a.body)),
  };
  const signal = AbortSignal.timeout(a.timeoutMs);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (r: AttemptResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    const req = client.request(
      url,
      { method: 'POST', headers, agent: false, lookup: guardedLookup(a.allowPrivate), signal },
      (res) => {
        const status = res.statusCode ?? null;
        res.on('data', () => {});
        res.on('end', () =>
          finish(done(status, status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}`)),
        );
        res.on('error', (err) => finish(done(status, deliveryError(err))));
        res.on('close', () => finish(done(status, null)));
      },
    );
    req.on('error', (err) => {
      const timedOut = signal.aborted;
      finish(done(null, timedOut ? `no answer within ${a.timeoutMs} ms` : deliveryError(err)));
    });
    req.end(a.body);
  });
}

/**
 * What a company is told about a failed connection: the rule broken or the kind of failure, never
 * Node's message, which names the address connected to ("connect ECONNREFUSED 10.1.2.3:443").
 */
export function deliveryError(err: Error & { code?: string }): string {
  if (err instanceof DestinationRefused) return err.message;
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name does not resolve';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the connection was reset';
  if (code === 'ETIMEDOUT' || code === 'ENETUNREACH' || code === 'EHOSTUNREACH')
    return 'the host cannot be reached';
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `TLS certificate not accepted (${code})`;
  return code ? `connection failed (${code})` : 'connection failed';
}
