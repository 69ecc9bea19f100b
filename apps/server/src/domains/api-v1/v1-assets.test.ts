import type { AssetUploadResponse, V1User } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { PNG, postToStorage } from '#server/domains/assets/asset-test-helpers';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

const PDF = { name: 'brief.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n') };

describe('/api/v1/ assets: user pictures and workspace files (presigned flows)', () => {
  const ctx = useTestApp();

  it('uploads, completes and deletes an avatar, by either path', async () => {
    const team = await v1Team(ctx);
    const key = team.keys.member;
    const avatar = {
      name: PNG.name,
      type: PNG.type,
      size: PNG.content.length,
      entity_type: 'USER_AVATAR',
    };
    expect(
      (await callV1(ctx, 'POST', '/api/v1/assets/user-assets/', null, avatar)).statusCode,
    ).toBe(401);
    const wrongKind = await callV1(ctx, 'POST', '/api/v1/assets/user-assets/', key, {
      ...avatar,
      entity_type: 'WORKSPACE_LOGO',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<{ field?: string }>().field).toBe('entity_type');

    for (const base of ['/api/v1/assets/user-assets/', '/api/v1/assets/user-assets/server/']) {
      const requested = await callV1(ctx, 'POST', base, key, avatar);
      expect(requested.statusCode, requested.body).toBe(200);
      const { asset_id: assetId, upload_data: uploadData } = requested.json<AssetUploadResponse>();
      expect((await postToStorage(ctx, uploadData, PNG)).statusCode).toBe(204);
      const item = base.endsWith('server/')
        ? `/api/v1/assets/user-assets/${assetId}/server/`
        : `/api/v1/assets/user-assets/${assetId}/`;
      expect((await callV1(ctx, 'PATCH', item, key)).statusCode).toBe(204);
      const me = (await callV1(ctx, 'GET', '/api/v1/users/me/', key)).json<V1User>();
      expect(me.avatar_url).toContain(assetId);
      // Someone else's key does not reach it.
      expect((await callV1(ctx, 'DELETE', item, team.keys.admin)).statusCode).toBe(404);
      expect((await callV1(ctx, 'DELETE', item, key)).statusCode).toBe(204);
      expect((await callV1(ctx, 'DELETE', item, key)).statusCode).toBe(404);
    }
  });

  it("keeps a workspace's files for its project's members, downloaded by a signed URL", async () => {
    const team = await v1Team(ctx);
    const base = `${team.workspaceBase}/assets/`;
    const body = {
      name: PDF.name,
      type: PDF.type,
      size: PDF.content.length,
      project_id: team.project.id,
    };
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, body);
    expect((await callV1(ctx, 'POST', base, team.keys.guest, body)).statusCode).toBe(403);
    const badType = await callV1(ctx, 'POST', base, team.keys.member, {
      ...body,
      type: 'application/x-msdownload',
    });
    expect(badType.statusCode).toBe(400);
    const foreign = await callV1(ctx, 'POST', base, team.keys.nonMember, body);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ field?: string }>().field).toBe('project_id');

    const requested = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(requested.statusCode, requested.body).toBe(200);
    const { asset_id: assetId, upload_data: uploadData } = requested.json<AssetUploadResponse>();
    const item = `${base}${assetId}/`;
    expect((await callV1(ctx, 'GET', item, team.keys.member)).statusCode).toBe(400);
    expect((await postToStorage(ctx, uploadData, PDF)).statusCode).toBe(204);
    expect(
      (await callV1(ctx, 'PATCH', item, team.keys.member, { is_uploaded: true })).statusCode,
    ).toBe(204);

    const read = await callV1(ctx, 'GET', item, team.keys.guest);
    expect(read.statusCode, read.body).toBe(200);
    const asset = read.json<{ asset_id: string; asset_url: string; asset_name: string }>();
    expect(asset).toMatchObject({ asset_id: assetId, asset_name: 'brief.pdf' });
    const file = await ctx.app.inject({ method: 'GET', url: asset.asset_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF.content)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    // A workspace member outside the project does not see it; the workspace's admin does.
    expect((await callV1(ctx, 'GET', item, team.keys.nonMember)).statusCode).toBe(404);
    expect((await callV1(ctx, 'GET', item, team.keys.admin)).statusCode).toBe(200);
    expect((await callV1(ctx, 'GET', item, team.keys.outsider)).statusCode).toBe(403);
  });
});
