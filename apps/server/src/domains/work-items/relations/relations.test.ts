import {
  RELATION_TYPES,
  type RelationListResponse,
  type WorkItem,
  type WorkItemRelation,
} from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWorkspace } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused, workItemKit } from '../kernel/test-helpers';

describe('work-item relations (issue-relation, remove-relation)', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const { call, create, detail, activityOf, expectMembersOnly } = workItemKit(ctx, () => world);
  let strangerSlug: string;
  let strangerProjectId: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    const workspace = await createWorkspace(ctx.db, world.stranger.user);
    const project = await createProject(ctx.db, workspace, world.stranger.user, { network: 2 });
    strangerSlug = workspace.slug;
    strangerProjectId = project.id;
  });

  const relationUrl = (id: string) => `${world.projectUrl}/issues/${id}/issue-relation/`;
  const removeUrl = (id: string) => `${world.projectUrl}/issues/${id}/remove-relation/`;
  const keyOf = (item: WorkItem) => `${world.project.identifier}-${String(item.sequence_id)}`;

  async function relate(id: string, relationType: string, issues: string[]) {
    const response = await call('POST', relationUrl(id), world.member.cookie, {
      relation_type: relationType,
      issues,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItemRelation[]>();
  }

  async function relationsOf(id: string) {
    const response = await call('GET', relationUrl(id), world.member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RelationListResponse>();
  }

  const idsIn = (list: RelationListResponse, type: keyof RelationListResponse) =>
    list[type].map((item) => item.id);

  it('shows a blocking relation on both items, under inverse names, from one row', async () => {
    const a = await create({ name: 'Blocker' });
    const b = await create({ name: 'Blocked' });
    const created = await relate(a.id, 'blocking', [b.id]);
    expect(created).toEqual([
      expect.objectContaining({ id: b.id, relation_type: 'blocked_by', name: 'Blocked' }),
    ]);

    const fromA = await relationsOf(a.id);
    expect(idsIn(fromA, 'blocking')).toEqual([b.id]);
    expect(fromA.blocking[0]).toMatchObject({
      relation_type: 'blocking',
      sequence_id: b.sequence_id,
      project__identifier: world.project.identifier,
      state__group: 'backlog',
    });
    expect(idsIn(fromA, 'blocked_by')).toEqual([]);
    expect(idsIn(await relationsOf(b.id), 'blocked_by')).toEqual([a.id]);

    // One stored row: B blocked_by A (the source is B).
    const shownB = await detail(b.id, '?expand=issue_relation,issue_related');
    expect(shownB.issue_relation).toEqual([
      expect.objectContaining({ id: a.id, relation_type: 'blocked_by' }),
    ]);
    expect(shownB.issue_related).toEqual([]);
    const shownA = await detail(a.id, '?expand=issue_related');
    expect(shownA.issue_related).toEqual([
      expect.objectContaining({ id: b.id, relation_type: 'blocked_by' }),
    ]);

    expect(await activityOf(b.id)).toContainEqual(
      expect.objectContaining({ verb: 'created', field: 'blocked_by', new_value: keyOf(a) }),
    );
    expect(await activityOf(a.id)).toContainEqual(
      expect.objectContaining({ verb: 'created', field: 'blocking', new_value: keyOf(b) }),
    );
  });

  it.each([
    ['start_before', 'start_after'],
    ['finish_after', 'finish_before'],
    ['implements', 'implemented_by'],
    ['relates_to', 'relates_to'],
    ['duplicate', 'duplicate'],
  ] as const)('reads %s from the other side as %s', async (type, inverse) => {
    const a = await create({ name: `A ${type}` });
    const b = await create({ name: `B ${type}` });
    await relate(a.id, type, [b.id]);
    expect(idsIn(await relationsOf(a.id), type)).toEqual([b.id]);
    expect(idsIn(await relationsOf(b.id), inverse)).toEqual([a.id]);
  });

  it('keeps one row per pair: relating again the other way replaces the relation', async () => {
    const a = await create({ name: 'Pair A' });
    const b = await create({ name: 'Pair B' });
    await relate(a.id, 'blocked_by', [b.id]);
    // The same relation again changes nothing.
    expect(await relate(a.id, 'blocked_by', [b.id])).toEqual([]);
    await relate(b.id, 'blocked_by', [a.id]);
    const fromA = await relationsOf(a.id);
    expect(idsIn(fromA, 'blocked_by')).toEqual([]);
    expect(idsIn(fromA, 'blocking')).toEqual([b.id]);
    expect(await activityOf(a.id)).toContainEqual(
      expect.objectContaining({ verb: 'deleted', field: 'blocked_by', old_value: keyOf(b) }),
    );
  });

  it('relates items of another project of the workspace the caller belongs to', async () => {
    const other = await createProject(ctx.db, world.workspace, world.admin.user, { network: 2 });
    const response = await call(
      'POST',
      `${world.base}/projects/${other.id}/issues/`,
      world.admin.cookie,
      {
        name: 'Elsewhere',
      },
    );
    const elsewhere = response.json<WorkItem>();
    const here = await create({ name: 'Here' });
    // The member is not in the other project: they may not relate to what they cannot see.
    expectRefused(
      await call('POST', relationUrl(here.id), world.member.cookie, {
        relation_type: 'relates_to',
        issues: [elsewhere.id],
      }),
      'issues: Must be work items of this workspace that you can see',
      'issues',
    );
    const made = await call('POST', relationUrl(here.id), world.admin.cookie, {
      relation_type: 'relates_to',
      issues: [elsewhere.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = await call('GET', relationUrl(here.id), world.admin.cookie);
    expect(listed.json<RelationListResponse>().relates_to).toEqual([
      expect.objectContaining({ id: elsewhere.id, project_id: other.id }),
    ]);
    // The member sees the relation's row only for items they can see.
    expect(idsIn(await relationsOf(here.id), 'relates_to')).toEqual([]);
  });

  it('removes a relation from either side and records it on both', async () => {
    const a = await create({ name: 'Undo A' });
    const b = await create({ name: 'Undo B' });
    await relate(a.id, 'blocking', [b.id]);
    const response = await call('POST', removeUrl(a.id), world.member.cookie, {
      relation_type: 'blocking',
      related_issue: b.id,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(idsIn(await relationsOf(a.id), 'blocking')).toEqual([]);
    expect(idsIn(await relationsOf(b.id), 'blocked_by')).toEqual([]);
    expect(await activityOf(b.id)).toContainEqual(
      expect.objectContaining({ verb: 'deleted', field: 'blocked_by', old_value: keyOf(a) }),
    );
    const again = await call('POST', removeUrl(a.id), world.member.cookie, {
      relation_type: 'blocking',
      related_issue: b.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input, naming the field', async () => {
    const a = await create({ name: 'Bad input' });
    expectRefused(
      await call('POST', relationUrl(a.id), world.member.cookie, {
        relation_type: 'parent',
        issues: [a.id],
      }),
      `relation_type: relation_type must be one of ${RELATION_TYPES.join(', ')}`,
      'relation_type',
    );
    expectRefused(
      await call('POST', relationUrl(a.id), world.member.cookie, {
        relation_type: 'blocking',
        issues: [],
      }),
      'issues: Name at least one work item',
      'issues',
    );
    expectRefused(
      await call('POST', relationUrl(a.id), world.member.cookie, {
        relation_type: 'blocking',
        issues: [a.id],
      }),
      'issues: A work item cannot be related to itself',
      'issues',
    );
    const foreign = await call(
      'POST',
      `${world.base.replace(world.workspace.slug, strangerSlug)}/projects/${strangerProjectId}/issues/`,
      world.stranger.cookie,
      { name: 'Foreign' },
    );
    expect(foreign.statusCode, foreign.body).toBe(201);
    for (const id of [foreign.json<WorkItem>().id, '00000000-0000-4000-8000-000000000000'])
      expectRefused(
        await call('POST', relationUrl(a.id), world.admin.cookie, {
          relation_type: 'relates_to',
          issues: [id],
        }),
        'issues: Must be work items of this workspace that you can see',
        'issues',
      );
    expectRefused(
      await call('POST', removeUrl(a.id), world.member.cookie, {
        relation_type: 'blocking',
        related_issue: 'x',
      }),
      'related_issue: Must be a work item id',
      'related_issue',
    );
  });

  it('lets members and admins write, keeps the anonymous and other workspaces out', async () => {
    const a = await create({ name: 'Guarded A' });
    const b = await create({ name: 'Guarded B' });
    await expectMembersOnly('POST', relationUrl(a.id), {
      relation_type: 'blocking',
      issues: [b.id],
    });
    await expectMembersOnly('POST', removeUrl(a.id), {
      relation_type: 'blocking',
      related_issue: b.id,
    });
    expect((await call('GET', relationUrl(a.id))).statusCode).toBe(401);
    expect((await call('GET', relationUrl(a.id), world.stranger.cookie)).statusCode).toBe(403);
  });
});
