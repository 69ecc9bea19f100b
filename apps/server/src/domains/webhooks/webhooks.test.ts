import { ROLE, type Webhook, type WebhookWithSecret, isWebhookSecretFormat } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { addWorkspaceMember, createUser, createWorkspace, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { isBlockedAddress } from './webhook-target';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A public address (TEST-NET would be refused): example.com's documentation-free IP literal. */
const PUBLIC_URL = 'https://93.184.215.14/hooks';

describe('workspaces/:slug/webhooks/', () => {
  const ctx = useTestApp({ config: { webhookAllowedHosts: ['allowed.localhost', '127.0.0.2'] } });

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function workspaceWithAdmin() {
    const admin = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, admin);
    const { cookie } = await signIn(ctx.db, admin.id);
    return { admin, workspace, cookie, base: `/api/workspaces/${workspace.slug}/webhooks/` };
  }

  async function create(base: string, cookie: string, payload: object): Promise<WebhookWithSecret> {
    const response = await call('POST', base, cookie, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WebhookWithSecret>();
  }

  it('refuses anonymous callers, members, guests and other workspaces on every route', async () => {
    const { workspace, base } = await workspaceWithAdmin();
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}${id}/`],
      ['PATCH', `${base}${id}/`],
      ['DELETE', `${base}${id}/`],
      ['POST', `${base}${id}/regenerate/`],
      ['GET', `${base}${id}/logs/`],
      ['POST', `${base}${id}/logs/${id}/redeliver/`],
    ] as const;
    const member = await createUser(ctx.db);
    const guest = await createUser(ctx.db);
    const outsider = await createUser(ctx.db);
    await addWorkspaceMember(ctx.db, workspace, member, ROLE.member);
    await addWorkspaceMember(ctx.db, workspace, guest, ROLE.guest);
    await createWorkspace(ctx.db, outsider);
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PATCH' ? { url: PUBLIC_URL } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      for (const person of [member, guest, outsider]) {
        const { cookie } = await signIn(ctx.db, person.id);
        expect((await call(method, url, cookie, payload)).statusCode).toBe(403);
      }
    }
  });

  it('creates, reads, lists, edits and deletes a webhook; the secret only on create and regenerate', async () => {
    const { admin, workspace, cookie, base } = await workspaceWithAdmin();
    const created = await create(base, cookie, { url: PUBLIC_URL });
    expect(isWebhookSecretFormat(created.secret_key)).toBe(true);
    expect(created).toMatchObject({
      url: PUBLIC_URL,
      is_active: true,
      project: true,
      issue: true,
      cycle: true,
      module: true,
      issue_comment: true,
      intake: true,
      page: false,
      version: 'v1',
      workspace: workspace.id,
      created_by: admin.id,
    });

    const list = await call('GET', base, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<Webhook[]>().map((hook) => hook.id)).toEqual([created.id]);
    expect(list.body).not.toContain(created.secret_key);
    expect(list.body).not.toContain('secret_key');

    const read = await call('GET', `${base}${created.id}/`, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(created.secret_key);

    const edited = await call('PATCH', `${base}${created.id}/`, cookie, {
      url: 'https://93.184.215.14/other',
      is_active: false,
      cycle: false,
      secret_key: 'plane_wh_00000000000000000000000000000000',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Webhook>()).toMatchObject({
      url: 'https://93.184.215.14/other',
      is_active: false,
      cycle: false,
      issue: true,
    });
    expect(edited.body).not.toContain('secret_key');

    const regenerated = await call('POST', `${base}${created.id}/regenerate/`, cookie);
    expect(regenerated.statusCode).toBe(200);
    const secret = regenerated.json<WebhookWithSecret>().secret_key;
    expect(isWebhookSecretFormat(secret)).toBe(true);
    expect(secret).not.toBe(created.secret_key);

    expect((await call('DELETE', `${base}${created.id}/`, cookie)).statusCode).toBe(204);
    expect((await call('GET', `${base}${created.id}/`, cookie)).statusCode).toBe(404);
    expect((await call('GET', base, cookie)).json<Webhook[]>()).toEqual([]);
    // The URL of a deleted webhook may be used again.
    await create(base, cookie, { url: 'https://93.184.215.14/other' });
  });

  it('keeps only the events named when some are', async () => {
    const { cookie, base } = await workspaceWithAdmin();
    const created = await create(base, cookie, { url: PUBLIC_URL, issue: true, page: true });
    expect(created).toMatchObject({ issue: true, page: true, project: false, cycle: false });
  });

  it('answers 409 naming url for a duplicate in the workspace, but not in another one', async () => {
    const { cookie, base } = await workspaceWithAdmin();
    await create(base, cookie, { url: PUBLIC_URL });
    const duplicate = await call('POST', base, cookie, { url: PUBLIC_URL });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'WEBHOOK_URL_TAKEN', field: 'url' });

    const second = await create(base, cookie, { url: 'https://93.184.215.14/second' });
    const clash = await call('PATCH', `${base}${second.id}/`, cookie, { url: PUBLIC_URL });
    expect(clash.statusCode).toBe(409);

    const other = await workspaceWithAdmin();
    await create(other.base, other.cookie, { url: PUBLIC_URL });
  });

  it('refuses URLs that are not http or https, naming url', async () => {
    const { cookie, base } = await workspaceWithAdmin();
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com/',
      'not a url',
      '',
      'x'.repeat(2000),
    ]) {
      const response = await call('POST', base, cookie, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ field?: string }>().field).toBe('url');
    }
  });

  it('refuses loopback, private, link-local and reserved targets, and names resolving to them', async () => {
    const { cookie, base } = await workspaceWithAdmin();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://172.16.0.1/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fe80::1]/hook',
      'http://[fd00::1]/hook',
      'http://localhost:3000/hook',
    ]) {
      const response = await call('POST', base, cookie, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED', field: 'url' });
    }
    const created = await create(base, cookie, { url: PUBLIC_URL });
    const edit = await call('PATCH', `${base}${created.id}/`, cookie, {
      url: 'http://10.0.0.1/',
    });
    expect(edit.statusCode).toBe(400);
    const unresolvable = await call('POST', base, cookie, { url: 'https://nowhere.invalid/' });
    expect(unresolvable.statusCode).toBe(400);
    expect(unresolvable.json<{ field?: string }>().field).toBe('url');
  });

  it('lets WEBHOOK_ALLOWED_HOSTS through', async () => {
    const { cookie, base } = await workspaceWithAdmin();
    await create(base, cookie, { url: 'http://127.0.0.2:9/hook' });
    await create(base, cookie, { url: 'http://allowed.localhost:9/hook' });
  });

  it('judges addresses of both families, IPv4-mapped ones by their IPv4 address', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '192.168.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
    ])
      expect(isBlockedAddress(address), address).toBe(true);
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isBlockedAddress(address), address).toBe(false);
  });

  it('answers 404 for an unknown webhook and paginates an empty log', async () => {
    const { cookie, base } = await workspaceWithAdmin();
    expect((await call('GET', `${base}not-a-uuid/`, cookie)).statusCode).toBe(404);
    const created = await create(base, cookie, { url: PUBLIC_URL });
    const logs = await call('GET', `${base}${created.id}/logs/?per_page=5`, cookie);
    expect(logs.statusCode).toBe(200);
    expect(logs.json()).toMatchObject({ results: [], total_results: 0, next_page_results: false });
    const other = await workspaceWithAdmin();
    expect((await call('GET', `${other.base}${created.id}/`, other.cookie)).statusCode).toBe(404);
  });
});
