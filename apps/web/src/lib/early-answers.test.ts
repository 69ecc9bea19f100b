import { UserMeSchema } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeUserMe } from '../test/factories';
import { TEST_ORIGIN, fakeFetch, jsonResponse, pathOf } from '../test/fake-fetch';
import { ApiClient } from './api-client';
import {
  adoptEarlyAnswers,
  answerKey,
  type BootstrapHost,
  EARLY_ANSWER_LIFETIME_MS,
  EarlyAnswers,
} from './early-answers';

const PROJECT = '0b5f4d7e-8c1a-4f3e-9d2b-6a7c8e9f0a1b';
const LIST = `/api/workspaces/acme/projects/${PROJECT}/issues/`;

function ndjson(answers: { path: string; body: unknown }[]): string {
  return answers.map((answer) => `${JSON.stringify(answer)}\n`).join('');
}

/** The bootstrap's response, all its lines at once. */
function answered(answers: { path: string; body: unknown }[]): Promise<unknown> {
  return Promise.resolve(new Response(ndjson(answers)));
}

/** A bootstrap whose lines arrive when the test sends them, then ends when it says so. */
function streamed() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: Promise.resolve(new Response(body)),
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

/** Lets the stream's reader take what was sent. */
async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('adopting what index.html parked', () => {
  it('takes it once: a second adoption finds nothing', () => {
    const host: BootstrapHost = {
      __keelBootstrap: { query: { workspace: 'acme' }, response: answered([]) },
    };
    expect(adoptEarlyAnswers(host)).toBeInstanceOf(EarlyAnswers);
    expect('__keelBootstrap' in host).toBe(false);
    expect(adoptEarlyAnswers(host)).toBeNull();
  });

  it('adopts nothing when nothing or something else was parked', () => {
    expect(adoptEarlyAnswers({})).toBeNull();
    expect(adoptEarlyAnswers({ __keelBootstrap: { query: {}, response: 'soon' } })).toBeNull();
    expect(adoptEarlyAnswers({ __keelBootstrap: 42 })).toBeNull();
  });
});

describe('EarlyAnswers', () => {
  it('gives each answer once; the second ask goes to the server', async () => {
    const early = new EarlyAnswers(
      { workspace: 'acme' },
      answered([
        { path: '/api/users/me/', body: { id: 'u1' } },
        { path: '/api/workspaces/acme/projects/', body: [] },
      ]),
    );
    expect(await early.take('/api/users/me/')).toEqual({ id: 'u1' });
    expect(await early.take('/api/users/me/')).toBeUndefined();
  });

  it('answers at once, without waiting, a GET the bootstrap does not answer', () => {
    const early = new EarlyAnswers({ workspace: 'acme' }, streamed().response);
    expect(early.take('/api/users/me/instance-admin/')).toBeUndefined();
    expect(early.take(`/api/workspaces/acme/projects/${PROJECT}/states/`)).toBeUndefined();
  });

  it('holds a GET it answers until its line arrives, not until the bootstrap ends', async () => {
    const { response, send, end } = streamed();
    const early = new EarlyAnswers({ workspace: 'acme' }, response);
    const taken = early.take('/api/users/me/workspaces/');
    expect(taken).toBeInstanceOf(Promise);
    const line = JSON.stringify({ path: '/api/users/me/workspaces/', body: [{ slug: 'acme' }] });
    send(line.slice(0, 20));
    await settle();
    send(`${line.slice(20)}\n`);
    expect(await taken).toEqual([{ slug: 'acme' }]);
    const waiting = early.take('/api/workspaces/acme/projects/');
    end();
    expect(await waiting).toBeUndefined();
  });

  it("matches the list's first page whatever the order of its query", async () => {
    const early = new EarlyAnswers(
      { workspace: 'acme', project: PROJECT },
      answered([{ path: `${LIST}?per_page=50&group_by=state_id`, body: { total_count: 3 } }]),
    );
    expect(await early.take(`${LIST}?per_page=50&order_by=sort_order`)).toBeUndefined();
    expect(await early.take(`${LIST}?group_by=state_id&per_page=50`)).toEqual({ total_count: 3 });
  });

  it("sends a list asked another way to the server as soon as the list's line is in", async () => {
    const { response, send } = streamed();
    const early = new EarlyAnswers({ workspace: 'acme', project: PROJECT }, response);
    const other = early.take(`${LIST}?per_page=100`);
    send(ndjson([{ path: `${LIST}?per_page=50`, body: { total_count: 3 } }]));
    expect(await other).toBeUndefined();
    expect(await early.take(`${LIST}?per_page=50`)).toEqual({ total_count: 3 });
  });

  it('gives nothing when the bootstrap failed or was refused', async () => {
    const failed = new EarlyAnswers({}, Promise.reject(new Error('offline')));
    expect(await failed.take('/api/users/me/')).toBeUndefined();
    expect(failed.take('/api/users/me/')).toBeUndefined();
    const offline = new EarlyAnswers({}, Promise.resolve(null));
    expect(await offline.take('/api/users/session/')).toBeUndefined();
    const refused = new EarlyAnswers(
      {},
      Promise.resolve(
        new Response(ndjson([{ path: '/api/users/me/', body: {} }]), { status: 401 }),
      ),
    );
    expect(await refused.take('/api/users/me/')).toBeUndefined();
  });

  it('skips a line it cannot read and keeps the others', async () => {
    const early = new EarlyAnswers(
      {},
      Promise.resolve(new Response(`{"path":\n${ndjson([{ path: '/api/users/me/', body: 1 }])}`)),
    );
    expect(await early.take('/api/users/me/')).toBe(1);
  });

  it('gives nothing once its answers are older than their lifetime', async () => {
    let now = 1_000;
    const early = new EarlyAnswers(
      {},
      answered([
        { path: '/api/users/me/', body: { id: 'u1' } },
        { path: '/api/users/me/profile/', body: { id: 'p1' } },
      ]),
      () => now,
    );
    expect(await early.take('/api/users/me/')).toEqual({ id: 'u1' });
    now += EARLY_ANSWER_LIFETIME_MS + 1;
    expect(await early.take('/api/users/me/profile/')).toBeUndefined();
  });

  it('gives nothing more once forgotten, and lets the GETs waiting go to the server', async () => {
    const { response, send } = streamed();
    const early = new EarlyAnswers({ workspace: 'acme' }, response);
    send(ndjson([{ path: '/api/users/me/workspaces/', body: [] }]));
    await settle();
    const waiting = early.take('/api/users/me/');
    early.forget();
    expect(await waiting).toBeUndefined();
    expect(early.take('/api/users/me/workspaces/')).toBeUndefined();
    send(ndjson([{ path: '/api/users/me/profile/', body: {} }]));
    await settle();
    expect(early.take('/api/users/me/profile/')).toBeUndefined();
  });

  it('orders query parameters in its keys', () => {
    expect(answerKey('/a/?b=2&a=1')).toBe('/a/?a=1&b=2');
    expect(answerKey('/a/')).toBe('/a/');
  });
});

describe('the API client with early answers', () => {
  function setUp(answers: { path: string; body: unknown }[]) {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ id: 'from-server' }));
    const client = new ApiClient({
      baseUrl: TEST_ORIGIN,
      fetch,
      redirect: () => undefined,
      earlyAnswers: new EarlyAnswers({ workspace: 'acme' }, answered(answers)),
    });
    return { client, requests };
  }

  const me = makeUserMe();

  it('answers a GET from the bootstrap without asking the server, then asks it', async () => {
    const { client, requests } = setUp([{ path: '/api/users/me/', body: me }]);
    expect(await client.get('/api/users/me/', { schema: UserMeSchema })).toEqual(me);
    expect(requests).toHaveLength(0);
    expect(await client.get('/api/users/me/')).toEqual({ id: 'from-server' });
    expect(requests.map(pathOf)).toEqual(['/api/users/me/']);
  });

  it('asks the server when the early answer does not read as the schema expects', async () => {
    const { client, requests } = setUp([{ path: '/api/users/me/', body: { id: 7 } }]);
    await client.get('/api/users/me/', { schema: UserMeSchema }).catch(() => undefined);
    expect(requests.map(pathOf)).toEqual(['/api/users/me/']);
  });

  it('never answers a write early, and forgets its answers once the app writes', async () => {
    const { client, requests } = setUp([{ path: '/api/users/me/', body: me }]);
    expect(await client.patch('/api/users/me/', { first_name: 'Ada' })).toEqual({
      id: 'from-server',
    });
    // What the bootstrap read may not hold after a write: the GET asks the server.
    expect(await client.get('/api/users/me/')).toEqual({ id: 'from-server' });
    expect(requests.map((request) => request.method)).toEqual(['PATCH', 'GET']);
  });
});
