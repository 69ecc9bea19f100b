/** Origin the fake server answers on: Node's Request needs absolute URLs. */
export const TEST_ORIGIN = 'http://keel.test';

export type FakeHandler = (request: Request) => Response | Promise<Response>;

/**
 * A stand-in for the network: answers with real Responses from `handler` and keeps every request
 * it received, so tests can assert on what was sent.
 */
export function fakeFetch(handler: FakeHandler) {
  const requests: Request[] = [];
  const fetch = (input: string, init: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request);
    try {
      return Promise.resolve(handler(request));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return { fetch, requests };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Path and query of a request, as the server would route it. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}
