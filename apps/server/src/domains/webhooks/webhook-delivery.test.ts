import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookLog, WebhookLogPage, WebhookPayload, WebhookWithSecret } from '@keel/core';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, states, webhooks, workItems } from '#server/db/schema';
import type { EmailMessage, Mailer } from '#server/lib/mailer';
import { createProject, createUser, createWorkspace, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { startWebhookJobs } from './webhook-jobs';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Waits until `check` answers a value, polling; fails after `timeoutMs`. */
async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhook deliveries', () => {
  const ctx = useTestApp({ config: { webhookAllowedHosts: ['127.0.0.1'] } });
  const received: Received[] = [];
  const emails: EmailMessage[] = [];
  const failedOnce = new Set<string>();
  let server: Server;
  let receiverUrl = '';
  let boss: PgBoss;
  let stopJobs: () => Promise<void>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        const delivery = String(request.headers['x-plane-delivery']);
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
        let status = 200;
        if (path === '/fail') status = 503;
        if (path === '/flaky' && !failedOnce.has(delivery)) {
          failedOnce.add(delivery);
          status = 500;
        }
        response.writeHead(status, { 'content-type': 'text/plain', 'x-receiver': 'test' });
        response.end(status === 200 ? 'thanks' : 'try later');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    boss = new PgBoss({ connectionString: ctx.databaseUrl, max: 3 });
    await boss.start();
    const mailer: Mailer = {
      send: async (message) => {
        emails.push(message);
      },
    };
    stopJobs = await startWebhookJobs({
      boss,
      db: ctx.db,
      log: pino({ level: 'silent' }),
      mailer,
      publicUrl: 'https://keel.example.com',
      allowedHosts: ['127.0.0.1'],
      settings: { maxAttempts: 3, firstRetryDelayMs: 300, backoffFactor: 2, timeoutMs: 5_000 },
      dispatchIntervalMs: 200,
      pollingIntervalSeconds: 0.5,
    });
  }, 60_000);

  afterAll(async () => {
    await stopJobs();
    await boss.stop({ graceful: false, wait: true });
    await new Promise((resolve) => server.close(resolve));
  });

  async function setUp(
    path: string,
    events: Record<string, boolean> = { issue: true, project: true },
  ) {
    const admin = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, admin);
    const project = await createProject(ctx.db, workspace, admin);
    const { cookie } = await signIn(ctx.db, admin.id);
    const base = `/api/workspaces/${workspace.slug}/webhooks/`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers: { cookie },
      payload: { url: `${receiverUrl}${path}`, ...events },
    });
    expect(created.statusCode, created.body).toBe(201);
    const webhook = created.json<WebhookWithSecret>();
    const items = `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`;
    return { admin, workspace, project, cookie, base, webhook, items };
  }

  async function createItem(items: string, cookie: string, name: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: items,
      headers: { cookie },
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  function logsOf(base: string, webhookId: string, cookie: string) {
    return ctx.app
      .inject({ method: 'GET', url: `${base}${webhookId}/logs/?per_page=100`, headers: { cookie } })
      .then((response) => response.json<WebhookLogPage>().results);
  }

  it('delivers a created work item after the commit, signed both ways, and logs it', async () => {
    const { admin, workspace, cookie, base, webhook, items } = await setUp('/ok');
    const itemId = await createItem(items, cookie, 'Ship webhooks');
    const delivery = await eventually(() =>
      received.find(
        (entry) =>
          entry.path === '/ok' && entry.body.includes(itemId) && entry.body.includes('"created"'),
      ),
    );
    const payload = JSON.parse(delivery.body) as WebhookPayload;
    expect(payload).toMatchObject({
      event: 'issue',
      action: 'created',
      webhook_id: webhook.id,
      workspace_id: workspace.id,
      data: { id: itemId, name: 'Ship webhooks', labels: [], assignees: [] },
      activity: { actor: { id: admin.id } },
    });
    const { headers } = delivery;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toBe('Keel-Webhooks');
    expect(headers['x-plane-event']).toBe('issue');
    expect(headers['x-plane-signature']).toBe(
      createHmac('sha256', webhook.secret_key).update(delivery.body).digest('hex'),
    );
    const id = String(headers['webhook-id']);
    const timestamp = String(headers['webhook-timestamp']);
    expect(id).toBe(headers['x-plane-delivery']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    // Standard Webhooks: the key is the secret's UTF-8 bytes (whsec_ + their base64 for libraries).
    const key = Buffer.from(
      `whsec_${Buffer.from(webhook.secret_key).toString('base64')}`.slice(6),
      'base64',
    );
    const expected = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${delivery.body}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);

    const logs = await eventually(async () => {
      const found = await logsOf(base, webhook.id, cookie);
      return found.length > 0 ? found : undefined;
    });
    expect(logs[0]).toMatchObject({
      event: 'issue',
      action: 'created',
      delivery_id: id,
      attempt: 1,
      response_status: 200,
      response_body: 'thanks',
      is_success: true,
      is_redelivery: false,
      request_body: delivery.body,
    });
    expect(logs[0]?.response_headers?.['x-receiver']).toBe('test');
  });

  it('sends one delivery per changed field of an update, retries after a 500, and redelivers', async () => {
    const { cookie, base, webhook, items } = await setUp('/flaky');
    const itemId = await createItem(items, cookie, 'Before');
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `${items}${itemId}/`,
      headers: { cookie },
      payload: { name: 'After' },
    });
    expect(edit.statusCode, edit.body).toBeLessThan(300);
    const updates = await eventually(() => {
      const found = received.filter(
        (entry) =>
          entry.path === '/flaky' &&
          entry.body.includes('"updated"') &&
          entry.body.includes(itemId),
      );
      return found.length >= 2 ? found : undefined;
    });
    const [first, second] = updates;
    expect(first?.headers['x-plane-delivery']).toBe(second?.headers['x-plane-delivery']);
    const payload = JSON.parse(second?.body ?? '{}') as WebhookPayload;
    expect(payload.activity).toMatchObject({
      field: 'name',
      old_value: 'Before',
      new_value: 'After',
      old_identifier: null,
      new_identifier: null,
    });
    expect(payload.data).toMatchObject({ id: itemId, name: 'After' });

    const logs = await eventually(async () => {
      const found = (await logsOf(base, webhook.id, cookie)).filter(
        (log) => log.action === 'updated',
      );
      return found.length >= 2 ? found : undefined;
    });
    expect(logs.map((log) => [log.attempt, log.response_status])).toEqual([
      [2, 200],
      [1, 500],
    ]);

    const original = logs[1];
    if (!original) throw new Error('No first attempt logged');
    const before = received.length;
    const redelivered = await ctx.app.inject({
      method: 'POST',
      url: `${base}${webhook.id}/logs/${original.id}/redeliver/`,
      headers: { cookie },
    });
    expect(redelivered.statusCode, redelivered.body).toBe(201);
    const log = redelivered.json<WebhookLog>();
    expect(log).toMatchObject({
      attempt: 1,
      is_redelivery: true,
      request_body: original.request_body,
    });
    expect(log.delivery_id).not.toBe(original.delivery_id);
    const resent = received
      .slice(before)
      .find((entry) => entry.headers['x-plane-delivery'] === log.delivery_id);
    expect(resent?.body).toBe(original.request_body);
  });

  it('tells an id-valued change with its old and new values and identifiers', async () => {
    const { workspace, project, cookie, items } = await setUp('/ids');
    const itemId = await createItem(items, cookie, 'Moves on');
    const [item] = await ctx.db.select().from(workItems).where(eq(workItems.id, itemId));
    const [started] = await ctx.db
      .insert(states)
      .values({
        workspace_id: workspace.id,
        project_id: project.id,
        name: 'Started',
        color: '#f59e0b',
        group: 'started',
      })
      .returning();
    if (!item || !started) throw new Error('item or state not created');
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `${items}${itemId}/`,
      headers: { cookie },
      payload: { state_id: started.id },
    });
    expect(edit.statusCode, edit.body).toBeLessThan(300);
    // The item's `created` delivery may already show the new state (its data is read when it is
    // sent): wait for the update's own delivery of the state field.
    const delivery = await eventually(() =>
      received.find((entry) => {
        if (entry.path !== '/ids' || !entry.body.includes(itemId)) return false;
        const sent = JSON.parse(entry.body) as WebhookPayload;
        return sent.action === 'updated' && sent.activity.field === 'state';
      }),
    );
    const payload = JSON.parse(delivery.body) as WebhookPayload;
    expect(payload).toMatchObject({
      event: 'issue',
      action: 'updated',
      data: { id: itemId, state: started.id },
      activity: {
        field: 'state',
        old_value: item.state_id,
        new_value: started.id,
        old_identifier: item.state_id,
        new_identifier: started.id,
      },
    });
  });

  it('tells of public pages in the page shape, and of private ones nothing', async () => {
    const { admin, workspace, project, cookie } = await setUp('/pages', { page: true });
    const pagesUrl = `/api/workspaces/${workspace.slug}/projects/${project.id}/pages/`;
    const [label] = await ctx.db
      .insert(labels)
      .values({ workspace_id: workspace.id, project_id: project.id, name: 'Docs' })
      .returning();
    if (!label) throw new Error('label not created');
    const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const response = await ctx.app.inject({ method, url, headers: { cookie }, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.body === '' ? '' : response.json<{ id: string }>().id;
    };
    const deliveryOf = (pageId: string, action: string) =>
      eventually(() =>
        received.find(
          (entry) =>
            entry.path === '/pages' &&
            entry.body.includes(pageId) &&
            entry.body.includes(`"${action}"`),
        ),
      );

    const pageId = await send('POST', pagesUrl, {
      name: 'Handbook',
      description_html: '<p>Hello</p>',
      label_ids: [label.id],
    });
    const created = JSON.parse((await deliveryOf(pageId, 'created')).body) as WebhookPayload;
    expect(created).toMatchObject({
      event: 'page',
      action: 'created',
      workspace_id: workspace.id,
      data: {
        id: pageId,
        name: 'Handbook',
        description_html: '<p>Hello</p>',
        owned_by: admin.id,
        access: 0,
        color: '',
        labels: [label.id],
        parent: null,
        archived_at: null,
        is_locked: false,
        projects: [project.id],
        logo_props: {},
        workspace: workspace.id,
        created_by: admin.id,
      },
      activity: { field: null, actor: { id: admin.id } },
    });
    expect(created.data).not.toHaveProperty('description_binary');
    expect(created.data).not.toHaveProperty('description_stripped');

    await send('PATCH', `${pagesUrl}${pageId}/`, { name: 'Team handbook' });
    const updated = JSON.parse((await deliveryOf(pageId, 'updated')).body) as WebhookPayload;
    expect(updated).toMatchObject({
      event: 'page',
      action: 'updated',
      data: { id: pageId, name: 'Team handbook' },
      activity: { field: 'name', old_value: 'Handbook', new_value: 'Team handbook' },
    });

    // A private page, and the public one once made private: nothing about them leaves.
    const diaryId = await send('POST', pagesUrl, { name: 'Diary', access: 1 });
    await send('PATCH', `${pagesUrl}${diaryId}/`, { name: 'Dear diary' });
    await send('POST', `${pagesUrl}${pageId}/access/`, { access: 1 });
    await send('PATCH', `${pagesUrl}${pageId}/`, { name: 'Secret handbook' });
    const sentinelId = await send('POST', pagesUrl, { name: 'Sentinel' });
    await deliveryOf(sentinelId, 'created');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const told = received.filter((entry) => entry.path === '/pages');
    expect(told.filter((entry) => entry.body.includes(diaryId))).toEqual([]);
    expect(told.filter((entry) => entry.body.includes('Secret'))).toEqual([]);
    expect(told.filter((entry) => entry.body.includes(pageId))).toHaveLength(2);
  });

  it('switches the webhook off and emails its creator after the last failed attempt', async () => {
    const { admin, cookie, base, webhook, items } = await setUp('/fail');
    await createItem(items, cookie, 'Nobody listens');
    await eventually(async () => {
      const [row] = await ctx.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
      return row?.is_active === false ? row : undefined;
    });
    // Only the item's creation: the project was made before the webhook, so it is not told of.
    const logs = await logsOf(base, webhook.id, cookie);
    expect(logs.map((log) => [log.event, log.attempt])).toEqual([
      ['issue', 3],
      ['issue', 2],
      ['issue', 1],
    ]);
    expect(logs.every((log) => log.response_status === 503)).toBe(true);
    const email = emails.find((message) => message.to === admin.email);
    expect(email?.subject).toContain('turned off');
    expect(email?.text).toContain(`${receiverUrl}/fail`);
    expect(email?.text).toContain(`https://keel.example.com/`);
    expect(email?.text).not.toContain(webhook.secret_key);

    // Switched off, it hears nothing more.
    const count = received.filter((entry) => entry.path === '/fail').length;
    await createItem(items, cookie, 'Still nobody');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received.filter((entry) => entry.path === '/fail').length).toBe(count);
  });
});
