// A small server-sent-events client for tests (fetch + a line parser), like a browser's EventSource.
export interface SseMessage {
  id?: string;
  event?: string;
  data: any;
  /** When it arrived (ms since epoch). */
  at: number;
}

export interface SseClient {
  status: number;
  contentType: string | null;
  messages: SseMessage[];
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits until `n` messages have arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<SseMessage[]>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let wake: () => void = () => {};
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    let current: { id?: string; event?: string; data: string[] } = { data: [] };
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let nl = buffer.indexOf('\n');
        while (nl >= 0) {
          const line = buffer.slice(0, nl).replace(/\r$/, '');
          buffer = buffer.slice(nl + 1);
          if (line === '') {
            if (current.data.length > 0) {
              const text = current.data.join('\n');
              let data: unknown = text;
              try {
                data = JSON.parse(text);
              } catch {}
              messages.push({ id: current.id, event: current.event, data, at: Date.now() });
              wake();
            }
            current = { data: [] };
          } else if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else {
            const i = line.indexOf(':');
            const field = i < 0 ? line : line.slice(0, i);
            const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
            if (field === 'data') current.data.push(value);
            else if (field === 'id') current.id = value;
            else if (field === 'event') current.event = value;
          }
          nl = buffer.indexOf('\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    messages,
    comments,
    ended,
    async waitFor(n, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`only ${messages.length} of ${n} stream messages within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(left, 100));
        });
      }
      return messages.slice(0, n);
    },
    close: () => controller.abort(),
  };
}
