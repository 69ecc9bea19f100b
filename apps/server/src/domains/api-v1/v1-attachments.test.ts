import type { V1Attachment, V1AttachmentUploadResponse, V1WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema';
import { postToStorage } from '#server/domains/assets/asset-test-helpers';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

const PDF = { name: 'report.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 hi') };
const UPLOAD = { name: PDF.name, type: PDF.type, size: PDF.content.length };

describe('/api/v1/ work item attachments (presigned flow)', () => {
  const ctx = useTestApp();

  /** A team whose guests see every item, an item the member made, and its two attachment URLs. */
  async function world() {
    const team = await v1Team(ctx);
    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: true })
      .where(eq(projects.id, team.project.id));
    const created = await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.member, {
      name: 'Has files',
    });
    const item = created.json<V1WorkItem>();
    return {
      team,
      item,
      legacy: `${team.projectBase}/issues/${item.id}/issue-attachments/`,
      base: `${team.projectBase}/work-items/${item.id}/attachments/`,
    };
  }

  it('requests, uploads, marks, lists, downloads and deletes in v1 shapes', async () => {
    const { team, item, base, legacy } = await world();
    const requested = await callV1(ctx, 'POST', base, team.keys.member, UPLOAD);
    expect(requested.statusCode, requested.body).toBe(200);
    const answer = requested.json<V1AttachmentUploadResponse>();
    expect(answer.attachment).toMatchObject({
      id: answer.asset_id,
      attributes: { name: 'report.pdf', type: 'application/pdf', size: PDF.content.length },
      entity_type: 'ISSUE_ATTACHMENT',
      is_uploaded: false,
      is_deleted: false,
      issue: item.id,
      project: team.project.id,
      workspace: team.workspace.id,
      created_by: team.member.user.id,
      external_id: null,
    });
    expect(answer.attachment.asset).toMatch(/[0-9a-f]{32}-report\.pdf$/);
    expect(answer.upload_data.fields['Content-Type']).toBe('application/pdf');
    // Not uploaded yet: not listed, and PATCH refuses.
    expect((await callV1(ctx, 'GET', base, team.keys.member)).json()).toEqual([]);
    const early = await callV1(ctx, 'PATCH', `${base}${answer.asset_id}/`, team.keys.member, {});
    expect(early.statusCode).toBe(400);

    expect((await postToStorage(ctx, answer.upload_data, PDF)).statusCode).toBe(204);
    const one = `${base}${answer.asset_id}/`;
    const marked = await callV1(ctx, 'PATCH', one, team.keys.member, { is_uploaded: true });
    expect(marked.statusCode, marked.body).toBe(204);

    const listed = await callV1(ctx, 'GET', legacy, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    const attachments = listed.json<V1Attachment[]>();
    expect(attachments.map((each) => each.id)).toEqual([answer.asset_id]);
    expect(attachments[0]?.is_uploaded).toBe(true);

    const download = await callV1(ctx, 'GET', `${legacy}${answer.asset_id}/`, team.keys.guest);
    expect(download.statusCode).toBe(302);
    const file = await ctx.app.inject({ method: 'GET', url: String(download.headers.location) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF.content)).toBe(true);

    // Someone else's attachment: a guest may not delete it, its uploader may.
    expect((await callV1(ctx, 'DELETE', one, team.keys.guest)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', base, team.keys.member)).json()).toEqual([]);
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(404);
  });

  it('lets guests attach to items they see, and refuses strangers and bad files', async () => {
    const { team, base, legacy } = await world();
    const guest = await callV1(ctx, 'POST', legacy, team.keys.guest, UPLOAD);
    expect(guest.statusCode, guest.body).toBe(200);
    const { asset_id: assetId } = guest.json<V1AttachmentUploadResponse>();
    const one = `${base}${assetId}/`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['POST', base, UPLOAD],
      ['GET', one, undefined],
      ['PATCH', one, {}],
      ['DELETE', one, undefined],
      ['POST', legacy, UPLOAD],
    ] as const)
      await expectRefusesStrangers(ctx, method, url, team.keys.outsider, payload);
    expect((await callV1(ctx, 'GET', base, team.keys.nonMember)).statusCode).toBe(403);
    const badType = await callV1(ctx, 'POST', base, team.keys.member, {
      ...UPLOAD,
      type: 'application/x-msdownload',
    });
    expect(badType.statusCode).toBe(400);
    const noSize = await callV1(ctx, 'POST', base, team.keys.member, { name: 'a.pdf' });
    expect(noSize.statusCode).toBe(400);
    // Not uploaded: the download is refused.
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(400);
  });
});
