import {
  type AssetUploadResponse,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, workspaces } from '#server/db/schema';
import { expectRefused } from '#server/domains/work-items/kernel/test-helpers';
import { PNG, postToStorage, useAssetsWorld } from './asset-test-helpers';

describe('editor images and workspace assets (v2 flow)', () => {
  const { ctx, world, call, itemId, workspaceBase, projectBase, imageBody, uploaded } =
    useAssetsWorld();

  it('uploads a description image and serves it inline through a signed redirect', async () => {
    const response = await call('POST', projectBase(), world().member.cookie, imageBody());
    expect(response.statusCode, response.body).toBe(200);
    const requested = response.json<AssetUploadResponse>();
    expect(requested.asset_url).toBe(`${projectBase()}${requested.asset_id}/`);
    expect((await postToStorage(ctx, requested.upload_data, PNG)).statusCode).toBe(204);
    expect((await call('PATCH', requested.asset_url, world().member.cookie)).statusCode).toBe(204);

    const redirect = await call('GET', requested.asset_url, world().member.cookie);
    expect(redirect.statusCode).toBe(302);
    const image = await ctx.app.inject({ method: 'GET', url: redirect.headers.location ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG.content)).toBe(true);
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="shot\.png"/);
    expect((await call('GET', requested.asset_url, world().outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', requested.asset_url, undefined)).statusCode).toBe(401);

    expect((await call('DELETE', requested.asset_url, world().guest.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', requested.asset_url, world().member.cookie)).statusCode).toBe(204);
    expect((await call('GET', requested.asset_url, world().member.cookie)).statusCode).toBe(404);
  });

  it("serves an image only to who may see its work item, as the item's detail does", async () => {
    const upload = async (url: string, cookie: string, body: object) =>
      `${url}${(await uploaded(url, cookie, body)).asset_id}/`;
    const comment = await call(
      'POST',
      `${world().projectUrl}/issues/${itemId()}/comments/`,
      world().member.cookie,
      {
        comment_html: '<p>see the picture</p>',
      },
    );
    expect(comment.statusCode, comment.body).toBe(201);
    const description = await upload(projectBase(), world().member.cookie, imageBody());
    const commentImage = await upload(
      projectBase(),
      world().member.cookie,
      imageBody({
        entity_type: 'COMMENT_DESCRIPTION',
        entity_identifier: comment.json<{ id: string }>().id,
      }),
    );
    const unlinked = await upload(
      projectBase(),
      world().member.cookie,
      imageBody({ entity_identifier: '' }),
    );
    const guestsOwn = await upload(
      projectBase(),
      world().guest.cookie,
      imageBody({ entity_type: 'COMMENT_DESCRIPTION', entity_identifier: '' }),
    );
    const workspaceDraft = await upload(
      workspaceBase(),
      world().member.cookie,
      imageBody({ entity_identifier: '' }),
    );
    const statusFor = async (url: string, cookie: string) =>
      (await call('GET', url, cookie)).statusCode;

    // The guest gets 404 for the item itself, so for its images too.
    expect(
      (await call('GET', `${world().projectUrl}/issues/${itemId()}/`, world().guest.cookie))
        .statusCode,
    ).toBe(404);
    for (const url of [description, commentImage, unlinked, workspaceDraft]) {
      expect(await statusFor(url, world().guest.cookie), url).toBe(404);
      expect(await statusFor(url, world().member.cookie), url).toBe(302);
      expect(await statusFor(url, world().admin.cookie), url).toBe(302);
    }
    expect(await statusFor(guestsOwn, world().guest.cookie)).toBe(302);

    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: true })
      .where(eq(projects.id, world().project.id));
    for (const url of [description, commentImage, unlinked]) {
      expect(await statusFor(url, world().guest.cookie), url).toBe(302);
    }
    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: false })
      .where(eq(projects.id, world().project.id));
  });

  it('takes images only, within the limit, for known entities of the project', async () => {
    expectRefused(
      await call(
        'POST',
        projectBase(),
        world().member.cookie,
        imageBody({ type: 'image/svg+xml' }),
      ),
      INVALID_IMAGE_TYPE_MESSAGE,
      'type',
    );
    expectRefused(
      await call(
        'POST',
        projectBase(),
        world().member.cookie,
        imageBody({ size: 6 * 1024 * 1024 }),
      ),
      'File size exceeds the limit of 5 MB',
      'size',
    );
    expectRefused(
      await call(
        'POST',
        projectBase(),
        world().member.cookie,
        imageBody({ entity_type: 'ISSUE_ATTACHMENT' }),
      ),
      'entity_type must be one of ISSUE_DESCRIPTION, COMMENT_DESCRIPTION, PAGE_DESCRIPTION',
      'entity_type',
    );
    expectRefused(
      await call(
        'POST',
        projectBase(),
        world().member.cookie,
        imageBody({ entity_identifier: '00000000-0000-4000-8000-000000000000' }),
      ),
      'entity_identifier does not name a work item or comment of this project',
      'entity_identifier',
    );
    const comment = await call(
      'POST',
      projectBase(),
      world().member.cookie,
      imageBody({ entity_type: 'COMMENT_DESCRIPTION', entity_identifier: '' }),
    );
    expect(comment.statusCode).toBe(200);
  });

  it('takes files for a page (its attachment blocks), served only as downloads', async () => {
    const pdf = { name: 'plan.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n') };
    const pageFile = (overrides: object = {}) =>
      imageBody({
        name: pdf.name,
        type: pdf.type,
        size: pdf.content.length,
        entity_type: 'PAGE_DESCRIPTION',
        entity_identifier: '00000000-0000-4000-8000-00000000000a',
        ...overrides,
      });
    expectRefused(
      await call('POST', projectBase(), world().member.cookie, imageBody({ type: pdf.type })),
      INVALID_IMAGE_TYPE_MESSAGE,
      'type',
    );
    expectRefused(
      await call(
        'POST',
        projectBase(),
        world().member.cookie,
        pageFile({ type: 'application/x-msdownload' }),
      ),
      INVALID_FILE_TYPE_MESSAGE,
      'type',
    );
    const response = await call('POST', projectBase(), world().member.cookie, pageFile());
    expect(response.statusCode, response.body).toBe(200);
    const requested = response.json<AssetUploadResponse>();
    expect((await postToStorage(ctx, requested.upload_data, pdf)).statusCode).toBe(204);
    expect((await call('PATCH', requested.asset_url, world().member.cookie)).statusCode).toBe(204);
    const redirect = await call('GET', requested.asset_url, world().member.cookie);
    expect(redirect.statusCode).toBe(302);
    const file = await ctx.app.inject({ method: 'GET', url: redirect.headers.location ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="plan\.pdf"/);
  });

  it('guards the project endpoint: anonymous, another workspace, outside the project, other origins', async () => {
    expect((await call('POST', projectBase(), undefined, imageBody())).statusCode).toBe(401);
    expect(
      (await call('POST', projectBase(), world().stranger.cookie, imageBody())).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', projectBase(), world().outsider.cookie, imageBody())).statusCode,
    ).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: projectBase(),
      headers: { cookie: world().member.cookie, origin: 'https://evil.example' },
      payload: imageBody(),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('uploads a workspace logo, read by its static path', async () => {
    const body = imageBody({
      entity_type: 'WORKSPACE_LOGO',
      entity_identifier: world().workspace.id,
    });
    expect((await call('POST', workspaceBase(), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', workspaceBase(), world().stranger.cookie, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', workspaceBase(), world().guest.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', workspaceBase(), world().member.cookie, body)).statusCode).toBe(403);
    const response = await call('POST', workspaceBase(), world().admin.cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const requested = response.json<AssetUploadResponse>();
    expect(requested.asset_url).toBe(`/api/assets/v2/static/${requested.asset_id}/`);
    await postToStorage(ctx, requested.upload_data, PNG);
    const mark = await call(
      'PATCH',
      `${workspaceBase()}${requested.asset_id}/`,
      world().admin.cookie,
    );
    expect(mark.statusCode, mark.body).toBe(204);
    const [workspace] = await ctx.db
      .select({ logo_url: workspaces.logo_url })
      .from(workspaces)
      .where(eq(workspaces.id, world().workspace.id));
    expect(workspace?.logo_url).toBe(requested.asset_url);
    const redirect = await ctx.app.inject({ method: 'GET', url: requested.asset_url });
    expect(redirect.statusCode).toBe(302);
    expect(
      (await ctx.app.inject({ method: 'GET', url: redirect.headers.location ?? '' })).statusCode,
    ).toBe(200);
    expectRefused(
      await call(
        'POST',
        workspaceBase(),
        world().member.cookie,
        imageBody({ entity_type: 'USER_AVATAR' }),
      ),
      'entity_type must be one of WORKSPACE_LOGO, PROJECT_COVER, ISSUE_DESCRIPTION, COMMENT_DESCRIPTION, PAGE_DESCRIPTION',
      'entity_type',
    );
  });
});
