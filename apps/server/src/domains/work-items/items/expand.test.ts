import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, workItemKit } from '../kernel/test-helpers';

describe('GET …/issues/:id/?expand=', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail, stateNamed } = workItemKit(ctx, () => world);
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
  });

  it('guards access as the plain detail does', async () => {
    const item = await create({ name: 'Guarded' });
    const url = `${world.projectUrl}/issues/${item.id}/?expand=parent`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
  });

  it('adds nothing when nothing, or nothing known, is asked for', async () => {
    const item = await create({ name: 'Plain' });
    for (const query of ['', '?expand=', '?expand=labels,sub_issues']) {
      const body = await detail(item.id, query);
      for (const key of ['parent', 'issue_reactions', 'issue_link', 'issue_relation'])
        expect(body).not.toHaveProperty(key);
    }
  });

  it('expands the parent to its id, name, number, project, state and priority', async () => {
    const todo = await stateNamed('Todo');
    const parent = await create({ name: 'Parent', state_id: todo.id, priority: 'high' });
    const child = await create({ name: 'Child', parent_id: parent.id });
    const body = await detail(child.id, '?expand=parent');
    expect(body.parent).toEqual({
      id: parent.id,
      name: 'Parent',
      sequence_id: parent.sequence_id,
      project_id: world.project.id,
      state_id: todo.id,
      state__group: 'unstarted',
      priority: 'high',
    });
    const byKey = await call(
      'GET',
      `${world.base}/work-items/${body.project_identifier}-${String(child.sequence_id)}/?expand=parent`,
      world.member.cookie,
    );
    expect(byKey.json()).toMatchObject({ parent: { id: parent.id } });
  });

  it('answers a null parent for a top-level item and for a parent the guest may not see', async () => {
    const top = await create({ name: 'Top' });
    expect((await detail(top.id, '?expand=parent')).parent).toBeNull();
    const hidden = await create({ name: 'Hidden parent' });
    const own = await create({ name: 'Guest child', parent_id: hidden.id });
    // The guest's own item under someone else's: guests see only what they created here.
    await ctx.db
      .update(workItems)
      .set({ created_by_id: world.guest.user.id })
      .where(eq(workItems.id, own.id));
    const body = await detail(own.id, '?expand=parent', world.guest.cookie);
    expect(body.parent_id).toBe(hidden.id);
    expect(body.parent).toBeNull();
  });

  it('answers empty lists for reactions, attachments, links and relations (none exist yet)', async () => {
    const item = await create({ name: 'Bare' });
    const body = await detail(
      item.id,
      '?expand=issue_reactions,issue_attachments,issue_link,issue_relation,issue_related',
    );
    expect(body).toMatchObject({
      issue_reactions: [],
      issue_attachments: [],
      issue_link: [],
      issue_relation: [],
      issue_related: [],
    });
    expect(body).not.toHaveProperty('parent');
  });
});
