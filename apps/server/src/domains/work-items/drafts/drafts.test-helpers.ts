import type { WorkItem, WorkItemDetail, WorkItemListResponse } from '@keel/core';
import { beforeAll, expect } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, workItemKit } from '../kernel/test-helpers';

/**
 * What the drafts tests share: a project world, and drafting, listing, editing and publishing
 * through one scope's drafts (the workspace's `draft-issues/` or the project's `issue-drafts/`).
 * Call it inside `describe`; `world()` and `draftsUrl()` are ready in the tests.
 */
export function useDraftsWorld(scope: 'workspace' | 'project') {
  const ctx = useTestApp();
  let current: ProjectWorld | undefined;
  const world = (): ProjectWorld => {
    if (!current) throw new Error('the drafts world is set up in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await projectWorld(ctx.db);
  });
  const kit = workItemKit(ctx, world);
  const { call } = kit;
  const draftsUrl = () =>
    scope === 'workspace' ? `${world().base}/draft-issues/` : `${world().projectUrl}/issue-drafts/`;

  /** Creates a draft (in the world's project) as `cookie`, the member by default. */
  async function draft(body: object, cookie = world().member.cookie) {
    const payload = scope === 'workspace' ? { project_id: world().project.id, ...body } : body;
    const response = await call('POST', draftsUrl(), cookie, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItem>();
  }

  async function draftList(cookie = world().member.cookie, query = '') {
    const response = await call('GET', `${draftsUrl()}${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkItemListResponse>();
  }

  /** The member edits their draft, then reads it back. */
  async function editDraft(id: string, body: object) {
    const { cookie } = world().member;
    const patched = await call('PATCH', `${draftsUrl()}${id}/`, cookie, body);
    const detail = (await call('GET', `${draftsUrl()}${id}/`, cookie)).json<WorkItemDetail>();
    return { patched, detail };
  }

  /** The ids of one group of a grouped list. */
  function idsInGroup(list: WorkItemListResponse, group: string) {
    const groups = list.results as Record<string, { results: WorkItem[] } | undefined>;
    return groups[group]?.results.map((entry) => entry.id);
  }

  /** Makes the draft a live work item (`draft-to-issue/`) as the member. */
  function publish(id: string) {
    return call('POST', `${world().base}/draft-to-issue/${id}/`, world().member.cookie);
  }

  return { ...kit, ctx, world, draftsUrl, draft, draftList, editDraft, idsInGroup, publish };
}
