/** One canned answer of the stubbed gateway. */
export interface StubResponse {
  status?: number;
  body?: unknown;
  /** A body that is not JSON (an image), sent as is with its content type. */
  bytes?: { data: Uint8Array<ArrayBuffer>; type: string };
}

export type StubHandler = StubResponse | ((request: Request) => StubResponse | Promise<StubResponse>);

export interface StubbedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** JSON bodies as values; anything else (multipart uploads) as the raw text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Replaces `fetch` with a tiny fake gateway: keys are `'<METHOD> <path>'` (e.g. `'POST /api/login'`).
 * Unknown calls answer 404 `{ error: 'not_found' }`. Returns the calls made, for assertions.
 */
export function stubApi(handlers: Record<string, StubHandler>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: url.pathname + url.search,
        authorization: request.headers.get('authorization'),
        body: text ? parseBody(text) : undefined,
      });
      const handler = handlers[key];
      const { status = 200, body = null, bytes } = handler
        ? typeof handler === 'function'
          ? await handler(request)
          : handler
        : { status: 404, body: { error: 'not_found' } };
      if (bytes) return new Response(bytes.data, { status, headers: { 'content-type': bytes.type } });
      return new Response(body === null ? '' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
