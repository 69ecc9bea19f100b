import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { type FakeLlm, startFakeLlm } from '#server/test/fake-llm';
import { useTestApp } from '#server/test/harness';

describe('Pi, the AI assistant', () => {
  let llm: FakeLlm;
  // The app reads its LLM settings when built: the fake service listens on a fixed port first.
  const port = 47_000 + Math.floor(Math.random() * 1_000);
  const ctx = useTestApp({
    config: {
      llm: {
        apiUrl: `http://127.0.0.1:${String(port)}/v1`,
        model: 'fake-model',
        apiKey: 'sk-secret',
      },
    },
  });
  const bare = useTestApp();
  const call = caller(ctx);
  beforeAll(async () => {
    llm = await startFakeLlm(port);
  });
  afterAll(async () => {
    await llm.close();
  });

  it('answers whole as Plane does, sending the key only to the service', async () => {
    const w = await projectWorld(ctx.db);
    const url = `${w.base}/ai-assistant/`;
    const response = await call('POST', url, w.member.cookie, {
      task: 'Summarize this',
      prompt: 'The release moves to Friday because QA found two bugs',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      response: 'Summary: The release moves to Friday because',
      response_html: 'Summary: The release moves to Friday because',
    });
    expect(response.body).not.toContain('sk-secret');
    const sent = llm.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-secret');
    expect(sent?.body.model).toBe('fake-model');
    expect(sent?.body.stream).toBe(true);
  });

  it('streams the answer as server-sent events', async () => {
    const w = await projectWorld(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${w.projectUrl}/ai-assistant/`,
      headers: { cookie: w.member.cookie, accept: 'text/event-stream' },
      payload: { task: 'Summarize', prompt: 'Ship it on Friday' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const deltas = response.body
      .split('\n\n')
      .filter((event) => event.startsWith('data: {'))
      .map((event) => (JSON.parse(event.slice(6)) as { delta: string }).delta);
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe('Summary: Ship it on Friday');
    expect(response.body.trim().endsWith('data: [DONE]')).toBe(true);
  });

  it('refuses outsiders, guests, bad input, a failing service, and without configuration', async () => {
    const w = await projectWorld(ctx.db);
    const url = `${w.projectUrl}/ai-assistant/`;
    const body = { task: 'Summarize', prompt: 'x' };
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url, w.outsider.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', url, w.guest.cookie, body)).statusCode).toBe(403);
    const noTask = await call('POST', url, w.member.cookie, { prompt: 'x' });
    expect(noTask.statusCode).toBe(400);
    expect(noTask.json()).toMatchObject({ field: 'task' });
    llm.failNext();
    const failed = await call('POST', url, w.member.cookie, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'AI_UNAVAILABLE' });

    const other = await projectWorld(bare.db);
    const unconfigured = await caller(bare)(
      'POST',
      `${other.base}/ai-assistant/`,
      other.member.cookie,
      body,
    );
    expect(unconfigured.statusCode).toBe(400);
    expect(unconfigured.json()).toMatchObject({
      code: 'AI_NOT_CONFIGURED',
      error: 'AI is not configured on this instance',
    });
  });
});
