import { ROLE, type V1WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labels, states } from '#server/db/schema';
import { addProjectMember, createProject, createUser } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

const V1_FIELDS = [
  'id',
  'name',
  'state',
  'assignees',
  'labels',
  'parent',
  'estimate_point',
  'type_id',
  'sequence_id',
  'project',
  'workspace',
  'created_by',
  'updated_by',
  'created_at',
  'updated_at',
  'priority',
  'sort_order',
  'description_html',
  'description_stripped',
  'external_id',
  'external_source',
];

describe('/api/v1/ work items', () => {
  const ctx = useTestApp();

  async function stateOf(projectId: string) {
    const [state] = await ctx.db.select().from(states).where(eq(states.project_id, projectId));
    if (!state) throw new Error('no state');
    return state;
  }

  async function labelIn(workspaceId: string, projectId: string, name: string) {
    const [label] = await ctx.db
      .insert(labels)
      .values({ workspace_id: workspaceId, project_id: projectId, name, color: '#ff0000' })
      .returning();
    if (!label) throw new Error('no label');
    return label;
  }

  it('creates, reads, edits and deletes a work item in v1 shape, under both paths', async () => {
    const team = await v1Team(ctx);
    const state = await stateOf(team.project.id);
    const label = await labelIn(team.workspace.id, team.project.id, 'bug');
    for (const segment of ['issues', 'work-items']) {
      const base = `${team.projectBase}/${segment}/`;
      const created = await callV1(ctx, 'POST', base, team.keys.member, {
        name: `Broken ${segment}`,
        state: state.id,
        labels: [label.id],
        assignees: [team.member.user.id],
        priority: 'high',
        description_html: '<p>Hello</p>',
      });
      expect(created.statusCode).toBe(201);
      const item = created.json<V1WorkItem>();
      expect(Object.keys(item)).toEqual(expect.arrayContaining(V1_FIELDS));
      expect(item).toMatchObject({
        name: `Broken ${segment}`,
        state: state.id,
        labels: [label.id],
        assignees: [team.member.user.id],
        priority: 'high',
        project: team.project.id,
        workspace: team.workspace.id,
        created_by: team.member.user.id,
        description_stripped: 'Hello',
        external_id: null,
      });
      expect(item).not.toHaveProperty('state_id');

      const read = await callV1(ctx, 'GET', `${base}${item.id}/`, team.keys.guest);
      expect(read.statusCode).toBe(team.project.guest_view_all_features ? 200 : 404);
      const byMember = await callV1(ctx, 'GET', `${base}${item.id}/`, team.keys.member);
      expect(byMember.json()).toEqual(item);

      const patched = await callV1(ctx, 'PATCH', `${base}${item.id}/`, team.keys.member, {
        name: 'Fixed',
        labels: [],
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ id: item.id, name: 'Fixed', labels: [] });

      // A guest may not delete someone else's item; the admin may.
      const refused = await callV1(ctx, 'DELETE', `${base}${item.id}/`, team.keys.guest);
      expect([403, 404]).toContain(refused.statusCode);
      const deleted = await callV1(ctx, 'DELETE', `${base}${item.id}/`, team.keys.admin);
      expect(deleted.statusCode).toBe(204);
      expect((await callV1(ctx, 'GET', `${base}${item.id}/`, team.keys.admin)).statusCode).toBe(
        404,
      );
    }
  });

  it('refuses callers without a key, with a bad key, from outside, and guests creating', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/issues/`;
    await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, { name: 'x' });
    const created = await callV1(ctx, 'POST', base, team.keys.member, { name: 'Mine' });
    const id = created.json<V1WorkItem>().id;
    await expectRefusesStrangers(ctx, 'GET', `${base}${id}/`, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'PATCH', `${base}${id}/`, team.keys.outsider, { name: 'y' });
    await expectRefusesStrangers(ctx, 'DELETE', `${base}${id}/`, team.keys.outsider);
    // A workspace member outside the project is refused too.
    expect((await callV1(ctx, 'GET', base, team.keys.nonMember)).statusCode).toBe(403);
    expect((await callV1(ctx, 'POST', base, team.keys.guest, { name: 'x' })).statusCode).toBe(403);
  });

  it('drops foreign assignees and labels silently, refuses a foreign state and bad dates', async () => {
    const team = await v1Team(ctx);
    const other = await createProject(ctx.db, team.workspace, team.admin.user);
    const foreignLabel = await labelIn(team.workspace.id, other.id, 'elsewhere');
    const ownLabel = await labelIn(team.workspace.id, team.project.id, 'here');
    const base = `${team.projectBase}/issues/`;
    const created = await callV1(ctx, 'POST', base, team.keys.member, {
      name: 'Mixed',
      labels: [ownLabel.id, foreignLabel.id],
      assignees: [team.member.user.id, team.nonMember.user.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      labels: [ownLabel.id],
      assignees: [team.member.user.id],
    });

    const foreignState = await stateOf(other.id);
    const badState = await callV1(ctx, 'POST', base, team.keys.member, {
      name: 'x',
      state: foreignState.id,
    });
    expect(badState.statusCode).toBe(400);
    // The refusal names the field as v1 calls it.
    expect(badState.json()).toMatchObject({
      field: 'state',
      error: 'state: Must be a state of this project',
    });
    const item = created.json<{ id: string }>();
    const badParent = await callV1(ctx, 'PATCH', `${base}${item.id}/`, team.keys.member, {
      parent: item.id,
    });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json<{ field: string }>().field).toBe('parent');
    const badDates = await callV1(ctx, 'POST', base, team.keys.member, {
      name: 'x',
      start_date: '2025-02-01',
      target_date: '2025-01-01',
    });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json<{ error: string }>().error).toContain('Start date');
  });

  it('answers 409 with the existing id for a duplicate external_id + external_source', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/issues/`;
    const body = { name: 'Imported', external_id: 'JIRA-1', external_source: 'jira' };
    const first = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ external_id: 'JIRA-1', external_source: 'jira' });
    const again = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Issue with the same external id and external source already exists',
      id: first.json<V1WorkItem>().id,
    });
    // Another source is another item.
    const otherSource = await callV1(ctx, 'POST', base, team.keys.member, {
      ...body,
      external_source: 'github',
    });
    expect(otherSource.statusCode).toBe(201);
    // The exact lookup answers the one item.
    const found = await callV1(
      ctx,
      'GET',
      `${base}?external_id=JIRA-1&external_source=jira`,
      team.keys.guest,
    );
    expect(found.statusCode).toBe(team.project.guest_view_all_features ? 200 : 404);
    const byMember = await callV1(
      ctx,
      'GET',
      `${base}?external_id=JIRA-1&external_source=jira`,
      team.keys.member,
    );
    expect(byMember.json()).toMatchObject({ id: first.json<V1WorkItem>().id });
    const missing = await callV1(
      ctx,
      'GET',
      `${base}?external_id=JIRA-2&external_source=jira`,
      team.keys.member,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps created_at/created_by overrides of a workspace admin only', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/issues/`;
    const override = { created_at: '2020-01-02T03:04:05.000Z', created_by: team.member.user.id };
    const byAdmin = await callV1(ctx, 'POST', base, team.keys.admin, { name: 'Old', ...override });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject(override);
    const byMember = await callV1(ctx, 'POST', base, team.keys.member, {
      name: 'Old too',
      created_at: override.created_at,
      created_by: team.admin.user.id,
    });
    expect(byMember.statusCode).toBe(201);
    expect(byMember.json()).toMatchObject({ created_by: team.member.user.id });
    expect(byMember.json<V1WorkItem>().created_at).not.toBe(override.created_at);
  });

  it('reads an item by its key, and searches the workspace', async () => {
    const team = await v1Team(ctx);
    const created = await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.member, {
      name: 'Findable needle',
    });
    const item = created.json<V1WorkItem>();
    const key = `${team.project.identifier}-${String(item.sequence_id)}`;
    for (const segment of ['issues', 'work-items']) {
      const byKey = await callV1(
        ctx,
        'GET',
        `${team.workspaceBase}/${segment}/${key}/?expand=state`,
        team.keys.member,
      );
      expect(byKey.statusCode).toBe(200);
      expect(byKey.json()).toMatchObject({ id: item.id, state: { id: item.state } });
      const search = await callV1(
        ctx,
        'GET',
        `${team.workspaceBase}/${segment}/search/?search=needle`,
        team.keys.member,
      );
      expect(search.statusCode).toBe(200);
      expect(search.json()).toEqual({
        issues: [
          {
            id: item.id,
            name: 'Findable needle',
            sequence_id: item.sequence_id,
            project__identifier: team.project.identifier,
            project_id: team.project.id,
            workspace__slug: team.workspace.slug,
          },
        ],
      });
    }
    const keyUrl = `${team.workspaceBase}/issues/${key}/`;
    await expectRefusesStrangers(ctx, 'GET', keyUrl, team.keys.outsider);
    await expectRefusesStrangers(
      ctx,
      'GET',
      `${team.workspaceBase}/issues/search/?search=x`,
      team.keys.outsider,
    );
    // A workspace member outside the project finds nothing and cannot read it.
    expect((await callV1(ctx, 'GET', keyUrl, team.keys.nonMember)).statusCode).toBe(404);
    const hidden = await callV1(
      ctx,
      'GET',
      `${team.workspaceBase}/issues/search/?search=needle`,
      team.keys.nonMember,
    );
    expect(hidden.json()).toEqual({ issues: [] });
  });

  it('lets a project member joined later be assigned', async () => {
    const team = await v1Team(ctx);
    const late = await createUser(ctx.db);
    await addProjectMember(ctx.db, team.project, late, ROLE.member);
    const created = await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.admin, {
      name: 'Late',
      assignees: [late.id],
    });
    expect(created.json()).toMatchObject({ assignees: [late.id] });
  });
});
