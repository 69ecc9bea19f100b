import { VIEW_ACCESS } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { viewKit } from './view-test-helpers';

/** Views in `user-favorites/` (entity_type "view"), through the favorites registry. */
describe('view favorites', () => {
  const ctx = useTestApp();
  const { call, world, createView } = viewKit(ctx);

  it("favorites a view the caller may see, and never another user's private view", async () => {
    const w = await world();
    const favorites = `${w.base}/user-favorites/`;
    const shared = await createView(w.projectViews, w.member.cookie, { name: 'Shared' });
    const added = await call('POST', favorites, w.member.cookie, {
      entity_type: 'view',
      entity_identifier: shared.id,
    });
    expect([200, 201]).toContain(added.statusCode);
    expect(added.json()).toMatchObject({
      entity_type: 'view',
      entity_data: { id: shared.id, name: 'Shared', project_id: w.project.id },
    });

    const secret = await createView(w.workspaceViews, w.member.cookie, { name: 'Mine' });
    const hidden = await call('PATCH', `${w.workspaceViews}${secret.id}/`, w.member.cookie, {
      access: VIEW_ACCESS.private,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const refused = await call('POST', favorites, w.admin.cookie, {
      entity_type: 'view',
      entity_identifier: secret.id,
    });
    expect(refused.statusCode).toBe(404);

    const listed = await call('GET', `${favorites}?all=true`, w.member.cookie);
    expect(
      listed.json<{ entity_identifier: string }[]>().map((row) => row.entity_identifier),
    ).toEqual([shared.id]);
  });
});
