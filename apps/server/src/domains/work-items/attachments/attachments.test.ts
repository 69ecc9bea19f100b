import { existsSync } from 'node:fs';
import type { Attachment, AttachmentUploadResponse, WorkItemDetail } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileAssets, workItemActivities } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';
import { UrlSigner } from '#server/domains/assets/asset-storage';
import { postToStorage } from '#server/domains/assets/asset-test-helpers';

const PDF = { name: 'report.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 hello') };

describe('work item attachments (v2 flow, local storage)', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const kit = workItemKit(ctx, () => world);
  const { call } = kit;
  let itemId: string;
  let base: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    itemId = (await kit.create({ name: 'Has files' })).id;
    base = `/api/assets/v2/workspaces/${world.workspace.slug}/projects/${world.project.id}/issues/${itemId}/attachments/`;
  });

  async function requestUpload(
    body: object = { name: PDF.name, type: PDF.type, size: PDF.content.length },
    cookie = world.member.cookie,
  ) {
    const response = await call('POST', base, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AttachmentUploadResponse>();
  }

  /** Requests, uploads and marks a file uploaded, as the browser does. */
  async function attach(file = PDF, cookie = world.member.cookie) {
    const requested = await requestUpload(
      { name: file.name, type: file.type, size: file.content.length },
      cookie,
    );
    expect((await postToStorage(ctx, requested.upload_data, file)).statusCode).toBe(204);
    expect((await call('PATCH', `${base}${requested.asset_id}/`, cookie)).statusCode).toBe(204);
    return requested;
  }

  it('runs the whole flow: request, upload without cookies, mark, list, download the bytes', async () => {
    const requested = await requestUpload();
    expect(requested.asset_url).toBe(`${base}${requested.asset_id}/`);
    expect(requested.upload_data.url).toMatch(
      new RegExp(`^/api/assets/v2/uploads/${requested.asset_id}/\\?expires=\\d+&signature=`),
    );
    const { fields } = requested.upload_data;
    expect(Object.keys(fields).sort()).toEqual(['Content-Type', 'key']);
    expect(fields['Content-Type']).toBe('application/pdf');
    expect(fields.key).toMatch(new RegExp(`^${world.workspace.id}/[0-9a-f]{32}-report\\.pdf$`));
    expect(requested.attachment).toMatchObject({
      id: requested.asset_id,
      attributes: { name: 'report.pdf', type: 'application/pdf', size: PDF.content.length },
      issue_id: itemId,
      is_uploaded: false,
      created_by: world.member.user.id,
    });
    // Not listed, not counted, until it is marked uploaded.
    expect((await call('GET', base, world.member.cookie)).json()).toEqual([]);

    const stored = await postToStorage(ctx, requested.upload_data, PDF);
    expect(stored.statusCode, stored.body).toBe(204);
    expect(
      (await call('PATCH', `${base}${requested.asset_id}/`, world.member.cookie)).statusCode,
    ).toBe(204);

    const listed = (await call('GET', base, world.admin.cookie)).json<Attachment[]>();
    expect(listed.map((each) => each.id)).toEqual([requested.asset_id]);
    expect(listed[0]).toMatchObject({ is_uploaded: true, asset_url: requested.asset_url });

    const detail = await kit.detail(itemId, '?expand=issue_attachments');
    expect(detail.attachment_count).toBe(1);
    expect(detail.issue_attachments?.map((each) => each.id)).toEqual([requested.asset_id]);
    const list = await call(
      'GET',
      `${world.projectUrl}/issues/?order_by=-attachment_count`,
      world.member.cookie,
    );
    expect(list.statusCode, list.body).toBe(200);

    const [activity] = await ctx.db
      .select()
      .from(workItemActivities)
      .where(
        and(
          eq(workItemActivities.work_item_id, itemId),
          eq(workItemActivities.field, 'attachment'),
        ),
      );
    expect(activity).toMatchObject({
      verb: 'created',
      new_value: 'report.pdf',
      new_identifier: requested.asset_id,
      actor_id: world.member.user.id,
    });

    const redirect = await call('GET', requested.asset_url, world.member.cookie);
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location ?? '';
    expect(location).toMatch(/^\/api\/assets\/v2\/files\/.+disposition=attachment/);
    // The signed link alone is enough: no cookie.
    const download = await ctx.app.inject({ method: 'GET', url: location });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF.content)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('guards every endpoint: anonymous, another workspace, outside the project, other origins', async () => {
    const { asset_id: assetId } = await attach();
    const one = `${base}${assetId}/`;
    for (const [method, url] of [
      ['POST', base],
      ['GET', base],
      ['GET', one],
      ['PATCH', one],
      ['DELETE', one],
    ] as const) {
      const body =
        method === 'POST' ? { name: 'a.pdf', type: 'application/pdf', size: 3 } : undefined;
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, world.stranger.cookie, body)).statusCode).toBe(403);
      expect((await call(method, url, world.outsider.cookie, body)).statusCode).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: { name: 'a.pdf', type: 'application/pdf', size: 3 },
    });
    expect(foreign.statusCode).toBe(403);
    const foreignDelete = await ctx.app.inject({
      method: 'DELETE',
      url: one,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
    });
    expect(foreignDelete.statusCode).toBe(403);
  });

  it('refuses a download to a guest who cannot see the item', async () => {
    const { asset_url: url } = await attach();
    const refused = await call('GET', url, world.guest.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'Issue not found' });
    expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
  });

  it('refuses files above the limit and types that are not allowed, with exact messages', async () => {
    expectRefused(
      await call('POST', base, world.member.cookie, {
        name: 'big.zip',
        type: 'application/zip',
        size: 5 * 1024 * 1024 + 1,
      }),
      'File size exceeds the limit of 5 MB',
      'size',
    );
    expectRefused(
      await call('POST', base, world.member.cookie, {
        name: 'setup.exe',
        type: 'application/x-msdownload',
        size: 10,
      }),
      'Invalid file type.',
      'type',
    );
    expectRefused(
      await call('POST', base, world.member.cookie, {
        name: 'a.pdf',
        type: 'application/pdf',
        size: 0,
      }),
      'size: size must be greater than 0',
      'size',
    );
    expectRefused(
      await call('POST', base, world.member.cookie, { type: 'application/pdf', size: 3 }),
      'name: name is required',
      'name',
    );
    const missing = await call(
      'POST',
      base.replace(itemId, '00000000-0000-4000-8000-000000000000'),
      world.member.cookie,
      { name: 'a.pdf', type: 'application/pdf', size: 3 },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('sanitizes the file name', async () => {
    const requested = await requestUpload({
      name: '../../etc/passwd "x".pdf',
      type: 'application/pdf',
      size: 3,
    });
    expect(requested.attachment.attributes.name).toBe('passwd x.pdf');
    expect(requested.upload_data.fields.key).toMatch(/^[^/]+\/[0-9a-f]{32}-passwd x\.pdf$/);
  });

  it('refuses a tampered or expired upload link, a file larger than announced, and a wrong type', async () => {
    const requested = await requestUpload({ name: 'a.txt', type: 'text/plain', size: 5 });
    const file = { name: 'a.txt', type: 'text/plain', content: Buffer.from('hello') };
    const tampered = {
      ...requested.upload_data,
      url: requested.upload_data.url.replace(/signature=./, 'signature=A'),
    };
    expect((await postToStorage(ctx, tampered, file)).statusCode).toBe(403);

    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = new UrlSigner(ctx.config.secretKey).sign(
      'upload',
      requested.asset_id,
      expires,
    );
    const expired = await postToStorage(
      ctx,
      {
        ...requested.upload_data,
        url: `/api/assets/v2/uploads/${requested.asset_id}/?expires=${String(expires)}&signature=${signature}`,
      },
      file,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ error: 'The link is invalid or has expired.' });

    const tooLong = await postToStorage(ctx, requested.upload_data, {
      ...file,
      content: Buffer.from('hello world'),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'The file is larger than its announced size.',
      code: 'VALIDATION_ERROR',
      field: 'file',
    });
    const wrongType = await postToStorage(
      ctx,
      {
        ...requested.upload_data,
        fields: { ...requested.upload_data.fields, 'Content-Type': 'text/html' },
      },
      { ...file, type: 'text/html' },
    );
    expectRefused(wrongType, 'Content-Type must be text/plain', 'Content-Type');

    // Nothing arrived, so it cannot be marked uploaded.
    expectRefused(
      await call('PATCH', `${base}${requested.asset_id}/`, world.member.cookie),
      'The file has not been uploaded.',
      'asset_id',
    );
    const [row] = await ctx.db
      .select()
      .from(fileAssets)
      .where(eq(fileAssets.id, requested.asset_id));
    expect(row?.is_uploaded).toBe(false);
    expect(existsSync(`${ctx.config.dataDir}/uploads/${row?.storage_key ?? ''}`)).toBe(false);

    // The right file still goes through, once.
    expect((await postToStorage(ctx, requested.upload_data, file)).statusCode).toBe(204);
    expect((await postToStorage(ctx, requested.upload_data, file)).statusCode).toBe(204);
    expect(
      (await call('PATCH', `${base}${requested.asset_id}/`, world.member.cookie)).statusCode,
    ).toBe(204);
    expect((await postToStorage(ctx, requested.upload_data, file)).statusCode).toBe(409);
  });

  it('refuses a tampered download link', async () => {
    const { asset_url: url } = await attach();
    const location = (await call('GET', url, world.member.cookie)).headers.location ?? '';
    const tampered = location.replace('disposition=attachment', 'disposition=inline');
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('deletes (uploader or admin) with an activity, and restores', async () => {
    const { asset_id: assetId } = await attach(PDF, world.member.cookie);
    const one = `${base}${assetId}/`;
    const other = await attach(PDF, world.admin.cookie);
    expect(
      (await call('DELETE', `${base}${other.asset_id}/`, world.member.cookie)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', one, world.member.cookie)).statusCode).toBe(204);
    expect((await call('GET', one, world.member.cookie)).statusCode).toBe(404);
    const listed = (await call('GET', base, world.member.cookie)).json<Attachment[]>();
    expect(listed.map((each) => each.id)).not.toContain(assetId);
    const deleted = await ctx.db
      .select()
      .from(workItemActivities)
      .where(
        and(eq(workItemActivities.work_item_id, itemId), eq(workItemActivities.verb, 'deleted')),
      );
    expect(deleted).toEqual([
      expect.objectContaining({
        field: 'attachment',
        old_value: 'report.pdf',
        old_identifier: assetId,
      }),
    ]);
    expect((await call('DELETE', `${base}${other.asset_id}/`, world.admin.cookie)).statusCode).toBe(
      204,
    );

    const restoreUrl = `/api/assets/v2/workspaces/${world.workspace.slug}/restore/${assetId}/`;
    expect((await call('POST', restoreUrl, undefined)).statusCode).toBe(401);
    expect((await call('POST', restoreUrl, world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('POST', restoreUrl, world.outsider.cookie)).statusCode).toBe(403);
    expect((await call('POST', restoreUrl, world.member.cookie)).statusCode).toBe(204);
    const restored = (await call('GET', base, world.member.cookie)).json<Attachment[]>();
    expect(restored.map((each) => each.id)).toContain(assetId);
    const detail = await kit.detail(itemId);
    expect(detail.attachment_count).toBe(restored.length);
  });

  it('counts attachments in the list shape', async () => {
    const fresh = await kit.create({ name: 'Counted' });
    const freshBase = base.replace(itemId, fresh.id);
    const requested = await call('POST', freshBase, world.member.cookie, {
      name: 'x.txt',
      type: 'text/plain',
      size: 1,
    });
    const { upload_data: uploadData, asset_id: assetId } =
      requested.json<AttachmentUploadResponse>();
    await postToStorage(ctx, uploadData, {
      name: 'x.txt',
      type: 'text/plain',
      content: Buffer.from('x'),
    });
    await call('PATCH', `${freshBase}${assetId}/`, world.member.cookie);
    const detail = await call(
      'GET',
      `${world.projectUrl}/issues/${fresh.id}/`,
      world.member.cookie,
    );
    expect(detail.json<WorkItemDetail>().attachment_count).toBe(1);
  });
});
