import { randomBytes } from 'node:crypto';
import type { AssetUploadResponse, UploadData } from '@keel/core';
import { beforeAll, expect } from 'vitest';
import { type TestApp, useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, workItemKit } from '#server/domains/work-items/kernel/test-helpers';

/** The 8-byte PNG signature and a little more: enough to be a file of type image/png. */
export const PNG = {
  name: 'shot.png',
  type: 'image/png',
  content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
};

/** A multipart/form-data body as a browser sends it: the fields, then the file last. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----keel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a file to an upload target the way the browser does: no cookies, the fields, the file. */
export function postToStorage(
  ctx: TestApp,
  uploadData: UploadData,
  file: { name: string; type: string; content: Buffer },
  headers: Record<string, string> = {},
) {
  const { payload, headers: multipartHeaders } = multipartBody(uploadData.fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: uploadData.url,
    payload,
    headers: { ...multipartHeaders, ...headers },
  });
}

/**
 * What the v2 asset tests share: a project world with a work item, the workspace and project
 * asset endpoints, an image request body, and a whole upload. Call it inside `describe`; the
 * getters are ready in the tests.
 */
export function useAssetsWorld() {
  const ctx = useTestApp();
  let ready: { world: ProjectWorld; itemId: string } | undefined;
  const state = () => {
    if (!ready) throw new Error('the assets world is set up in beforeAll');
    return ready;
  };
  const world = () => state().world;
  const kit = workItemKit(ctx, world);
  const { call } = kit;
  beforeAll(async () => {
    const created = await projectWorld(ctx.db);
    ready = { world: created, itemId: '' };
    ready.itemId = (await kit.create({ name: 'Has images' })).id;
  });
  const itemId = () => state().itemId;
  const workspaceBase = () => `/api/assets/v2/workspaces/${world().workspace.slug}/`;
  const projectBase = () => `${workspaceBase()}projects/${world().project.id}/`;

  /** A description image of the work item, with these fields changed. */
  const imageBody = (overrides: object = {}) => ({
    name: PNG.name,
    type: PNG.type,
    size: PNG.content.length,
    entity_type: 'ISSUE_DESCRIPTION',
    entity_identifier: itemId(),
    ...overrides,
  });

  /** Requests an upload at `url`, sends the image to storage and marks it uploaded. */
  async function uploaded(url: string, cookie: string, body: object) {
    const response = await call('POST', url, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const requested = response.json<AssetUploadResponse>();
    expect((await postToStorage(ctx, requested.upload_data, PNG)).statusCode).toBe(204);
    const mark = await call('PATCH', `${url}${requested.asset_id}/`, cookie);
    expect(mark.statusCode, mark.body).toBe(204);
    return requested;
  }

  return { ...kit, ctx, world, itemId, workspaceBase, projectBase, imageBody, uploaded };
}
