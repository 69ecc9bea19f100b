import { type AssetUploadResponse, INVALID_IMAGE_TYPE_MESSAGE } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileAssets, projects, users } from '#server/db/schema';
import { expectRefused } from '#server/domains/work-items/kernel/test-helpers';
import { PNG, postToStorage, useAssetsWorld } from './asset-test-helpers';

describe('editor images and workspace assets (v2 flow)', () => {
  const { ctx, world, call, create, workspaceBase, projectBase, imageBody, uploaded } =
    useAssetsWorld();
  const uploadedId = async (url: string, cookie: string, body: object) =>
    (await uploaded(url, cookie, body)).asset_id;

  it('makes an uploaded cover the project cover, for its admins only', async () => {
    const body = imageBody({ entity_type: 'PROJECT_COVER', entity_identifier: world().project.id });
    const requested = (
      await call('POST', workspaceBase(), world().member.cookie, body)
    ).json<AssetUploadResponse>();
    await postToStorage(ctx, requested.upload_data, PNG);
    const byMember = await call(
      'PATCH',
      `${workspaceBase()}${requested.asset_id}/`,
      world().member.cookie,
    );
    expect(byMember.statusCode).toBe(403);
    const mine = (
      await call('POST', workspaceBase(), world().admin.cookie, body)
    ).json<AssetUploadResponse>();
    await postToStorage(ctx, mine.upload_data, PNG);
    expect(
      (await call('PATCH', `${workspaceBase()}${mine.asset_id}/`, world().admin.cookie)).statusCode,
    ).toBe(204);
    const [project] = await ctx.db
      .select({ cover_image: projects.cover_image })
      .from(projects)
      .where(eq(projects.id, world().project.id));
    expect(project?.cover_image).toBe(mine.asset_url);
  });

  it("takes a cover uploaded before its project exists, as Plane's create-project dialog does", async () => {
    const coverId = await uploadedId(
      workspaceBase(),
      world().admin.cookie,
      imageBody({ entity_type: 'PROJECT_COVER', entity_identifier: '' }),
    );
    const [row] = await ctx.db.select().from(fileAssets).where(eq(fileAssets.id, coverId));
    expect(row?.is_uploaded).toBe(true);
    const odd = (
      await call(
        'POST',
        workspaceBase(),
        world().admin.cookie,
        imageBody({ entity_type: 'PROJECT_COVER', entity_identifier: 'not-a-project' }),
      )
    ).json<AssetUploadResponse>();
    await postToStorage(ctx, odd.upload_data, PNG);
    expectRefused(
      await call('PATCH', `${workspaceBase()}${odd.asset_id}/`, world().admin.cookie),
      'entity_identifier does not name a project of this workspace',
      'entity_identifier',
    );
  });

  it("ties the images uploaded while an entity was written to it (Plane's bulk call)", async () => {
    const bulk = (entityId: string) => `${projectBase()}${entityId}/bulk/`;
    const draftImage = await uploadedId(
      projectBase(),
      world().member.cookie,
      imageBody({ entity_identifier: '' }),
    );
    const item = await create({ name: 'Written with an image' });
    const body = { asset_ids: [draftImage] };

    expect((await call('POST', bulk(item.id), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', bulk(item.id), world().stranger.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', bulk(item.id), world().outsider.cookie, body)).statusCode).toBe(403);
    expectRefused(
      await call('POST', bulk(item.id), world().member.cookie, { asset_ids: [] }),
      'asset_ids: No asset ids provided.',
      'asset_ids',
    );
    expectRefused(
      await call('POST', bulk(item.id), world().member.cookie, { asset_ids: ['x'] }),
      'asset_ids.0: asset_ids must be asset ids',
      'asset_ids.0',
    );
    // Only the uploader ties their images, and only to an entity they can see.
    expect((await call('POST', bulk(item.id), world().admin.cookie, body)).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          bulk('00000000-0000-4000-8000-000000000000'),
          world().member.cookie,
          body,
        )
      ).statusCode,
    ).toBe(404);

    const tied = await call('POST', bulk(item.id), world().member.cookie, body);
    expect(tied.statusCode, tied.body).toBe(204);
    const [row] = await ctx.db.select().from(fileAssets).where(eq(fileAssets.id, draftImage));
    expect(row).toMatchObject({ work_item_id: item.id, entity_identifier: item.id });
    // Tied to the item, the image now follows the item's visibility.
    expect(
      (await call('GET', `${projectBase()}${draftImage}/`, world().guest.cookie)).statusCode,
    ).toBe(404);

    const cover = await uploadedId(
      workspaceBase(),
      world().admin.cookie,
      imageBody({ entity_type: 'PROJECT_COVER', entity_identifier: '' }),
    );
    const mixed = await call('POST', bulk(world().project.id), world().admin.cookie, {
      asset_ids: [cover, await uploadedId(projectBase(), world().admin.cookie, imageBody())],
    });
    expectRefused(mixed, 'Assets must have the same entity type.', 'asset_ids');
    const memberCover = await uploadedId(
      workspaceBase(),
      world().member.cookie,
      imageBody({ entity_type: 'PROJECT_COVER', entity_identifier: '' }),
    );
    expect(
      (
        await call('POST', bulk(world().project.id), world().member.cookie, {
          asset_ids: [memberCover],
        })
      ).statusCode,
    ).toBe(404);
    const made = await call('POST', bulk(world().project.id), world().admin.cookie, {
      asset_ids: [cover],
    });
    expect(made.statusCode, made.body).toBe(204);
    const [project] = await ctx.db
      .select({ cover_image: projects.cover_image })
      .from(projects)
      .where(eq(projects.id, world().project.id));
    expect(project?.cover_image).toBe(`/api/assets/v2/static/${cover}/`);
  });

  it('puts an avatar on its owner, replaces the previous one, and clears it on delete', async () => {
    const base = '/api/assets/v2/user-assets/';
    const avatar = imageBody({ entity_type: 'USER_AVATAR', entity_identifier: '' });
    expect((await call('POST', base, undefined, avatar)).statusCode).toBe(401);
    expectRefused(
      await call('POST', base, world().member.cookie, imageBody({ entity_type: 'WORKSPACE_LOGO' })),
      'entity_type must be one of USER_AVATAR, USER_COVER',
      'entity_type',
    );
    expectRefused(
      await call('POST', base, world().member.cookie, { ...avatar, type: 'application/pdf' }),
      INVALID_IMAGE_TYPE_MESSAGE,
      'type',
    );
    const avatarOf = async () => {
      const [row] = await ctx.db
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, world().member.user.id));
      return row?.avatar;
    };
    const upload = async () => {
      const requested = (
        await call('POST', base, world().member.cookie, avatar)
      ).json<AssetUploadResponse>();
      await postToStorage(ctx, requested.upload_data, PNG);
      const mark = await call('PATCH', `${base}${requested.asset_id}/`, world().member.cookie);
      expect(mark.statusCode, mark.body).toBe(204);
      return requested;
    };
    const first = await upload();
    expect(await avatarOf()).toBe(first.asset_url);
    const second = await upload();
    expect(await avatarOf()).toBe(second.asset_url);
    expect((await ctx.app.inject({ method: 'GET', url: first.asset_url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second.asset_url })).statusCode).toBe(302);
    // Someone else's avatar cannot be touched.
    expect(
      (await call('DELETE', `${base}${second.asset_id}/`, world().admin.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${base}${second.asset_id}/`, world().member.cookie)).statusCode,
    ).toBe(204);
    expect(await avatarOf()).toBeNull();
  });
});
