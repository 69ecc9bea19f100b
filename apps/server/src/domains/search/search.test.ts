import {
  ROLE,
  type SearchIssueResult,
  type WorkItem,
  type WorkspaceSearchResponse,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { states, workItems } from '#server/db/schema';
import { addProjectMember, createProject, createWorkspace } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('search', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let itemsUrl: string;
  let searchUrl: string;
  let workspaceSearchUrl: string;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    itemsUrl = `${world.projectUrl}/issues/`;
    searchUrl = `${world.projectUrl}/search-issues/`;
    workspaceSearchUrl = `${world.base}/search/`;
  });

  async function create(body: object, cookie = world.member.cookie, url = itemsUrl) {
    const response = await call('POST', url, cookie, body);
    expect(response.statusCode).toBe(201);
    return response.json<WorkItem>();
  }

  async function search(query: string, cookie = world.member.cookie, url = searchUrl) {
    const response = await call('GET', `${url}?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<SearchIssueResult[]>();
  }

  const names = (results: { name: string }[]) => results.map((result) => result.name);

  describe('GET …/projects/:projectId/search-issues/', () => {
    it('guards access', async () => {
      const url = `${searchUrl}?search=x`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.guest.cookie)).statusCode).toBe(200);
    });

    it.each([
      ['issue_id=42', 'issue_id: Must be a work item id', 'issue_id'],
      [`search=${'a'.repeat(256)}`, 'search: Search text must be at most 255 characters', 'search'],
    ])('refuses %s', async (query, message, field) => {
      const response = await call('GET', `${searchUrl}?${query}`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
    });

    it('finds a word of a description, also as a prefix being typed', async () => {
      const item = await create({
        name: 'Engine trouble',
        description_html: '<p>The flux <b>capacitor</b> overheats at night</p>',
      });
      expect((await search('search=capacitor')).map((hit) => hit.id)).toEqual([item.id]);
      expect((await search('search=capac')).map((hit) => hit.id)).toEqual([item.id]);
      expect(await search('search=flux%20overheats')).toMatchObject([
        {
          id: item.id,
          name: 'Engine trouble',
          sequence_id: item.sequence_id,
          project_id: world.project.id,
          project__identifier: world.project.identifier,
          project__name: world.project.name,
          workspace__slug: world.workspace.slug,
          state__group: 'backlog',
          state__name: 'Backlog',
          type_id: null,
          start_date: null,
        },
      ]);
    });

    it('forgives a typo in a name through trigram similarity', async () => {
      const item = await create({ name: 'Checkout crashes on submit' });
      expect((await search('search=chekout')).map((hit) => hit.id)).toContain(item.id);
      expect((await search('search=crashse')).map((hit) => hit.id)).toContain(item.id);
      expect(await search('search=qqqzzzxxx')).toEqual([]);
    });

    it('puts items the words found before fuzzy guesses', async () => {
      const guess = await create({ name: 'Flag toggles broken' });
      const found = await create({
        name: 'Nightly run',
        description_html: '<p>The export test is flaky</p>',
      });
      const ids = (await search('search=flaky')).map((hit) => hit.id);
      expect(ids.indexOf(found.id)).toBe(0);
      expect(ids).toContain(guess.id);
    });

    it('ranks the exact key first, then a matching number, then text matches', async () => {
      const project = await createProject(ctx.db, world.workspace, world.member.user);
      const url = `${world.base}/projects/${project.id}`;
      const created: WorkItem[] = [];
      for (let index = 1; index <= 12; index += 1)
        created.push(
          await create({ name: `Ranked item ${index}` }, world.member.cookie, `${url}/issues/`),
        );
      const mentionsTwelve = await create(
        { name: 'Ticket about 12 things', description_html: '<p>see 12</p>' },
        world.member.cookie,
        `${url}/issues/`,
      );
      const key = `${project.identifier}-12`;
      const mentionsKey = await create(
        { name: `Follow-up of ${key}` },
        world.member.cookie,
        `${url}/issues/`,
      );
      const byKey = await search(
        `search=${key.toLowerCase()}`,
        world.member.cookie,
        `${url}/search-issues/`,
      );
      expect(byKey.map((hit) => hit.id).slice(0, 2)).toEqual([created[11]?.id, mentionsKey.id]);
      const byNumber = await search('search=12', world.member.cookie, `${url}/search-issues/`);
      expect(byNumber[0]?.id).toBe(created[11]?.id);
      expect(byNumber.map((hit) => hit.id)).toContain(mentionsTwelve.id);
      const three = await search('search=3', world.member.cookie, `${url}/search-issues/`);
      expect(three[0]?.id).toBe(created[2]?.id);
    });

    it('answers the newest items when nothing is typed, as Plane does', async () => {
      const newest = await create({ name: 'Newest of all' });
      const results = await search('search=');
      expect(results[0]?.id).toBe(newest.id);
      expect(results.length).toBeGreaterThan(1);
      expect(results.length).toBeLessThanOrEqual(100);
      expect((await search(''))[0]?.id).toBe(newest.id);
    });

    it('leaves out deleted, archived, draft and triage items', async () => {
      const word = 'vanishingword';
      const deleted = await create({ name: `${word} deleted` }, world.admin.cookie);
      await call('DELETE', `${itemsUrl}${deleted.id}/`, world.admin.cookie);
      const archived = await create({ name: `${word} archived` });
      await ctx.db
        .update(workItems)
        .set({ archived_at: new Date() })
        .where(eq(workItems.id, archived.id));
      await create({ name: `${word} draft`, is_draft: true });
      const triaged = await create({ name: `${word} triage` });
      const [triage] = await ctx.db
        .select()
        .from(states)
        .where(and(eq(states.project_id, world.project.id), eq(states.is_triage, true)));
      await ctx.db
        .update(workItems)
        .set({ state_id: triage?.id ?? null })
        .where(eq(workItems.id, triaged.id));
      const live = await create({ name: `${word} live` });
      expect((await search(`search=${word}`)).map((hit) => hit.id)).toEqual([live.id]);
    });

    it('shows guests only the items they created unless the project lets them see all', async () => {
      const word = 'guestlyword';
      const theirs = await create({ name: `${word} by member` });
      const [guestOwn] = await ctx.db
        .insert(workItems)
        .values({
          workspace_id: world.workspace.id,
          project_id: world.project.id,
          sequence_id: 900_001,
          name: `${word} by guest`,
          created_by_id: world.guest.user.id,
        })
        .returning();
      expect((await search(`search=${word}`, world.guest.cookie)).map((hit) => hit.id)).toEqual([
        guestOwn?.id,
      ]);
      await call('PATCH', `${world.projectUrl}/`, world.admin.cookie, {
        guest_view_all_features: true,
      });
      expect(
        (await search(`search=${word}`, world.guest.cookie)).map((hit) => hit.id).sort(),
      ).toEqual([theirs.id, guestOwn?.id].sort());
      await call('PATCH', `${world.projectUrl}/`, world.admin.cookie, {
        guest_view_all_features: false,
      });
      expect(
        (await search(`search=${word}`, world.member.cookie)).map((hit) => hit.id).sort(),
      ).toEqual([theirs.id, guestOwn?.id].sort());
    });

    it("never shows another workspace's items, nor projects the caller is not in", async () => {
      const word = 'walledgarden';
      const foreignWorkspace = await createWorkspace(ctx.db, world.stranger.user);
      const foreignProject = await createProject(ctx.db, foreignWorkspace, world.stranger.user);
      await create(
        { name: `${word} elsewhere` },
        world.stranger.cookie,
        `/api/workspaces/${foreignWorkspace.slug}/projects/${foreignProject.id}/issues/`,
      );
      const closed = await createProject(ctx.db, world.workspace, world.admin.user);
      await create(
        { name: `${word} in a closed project` },
        world.admin.cookie,
        `${world.base}/projects/${closed.id}/issues/`,
      );
      const mine = await create({ name: `${word} here` });
      expect((await search(`search=${word}&workspace_search=true`)).map((hit) => hit.id)).toEqual([
        mine.id,
      ]);
      const everywhere = await search(`search=${word}&workspace_search=true`, world.admin.cookie);
      expect(names(everywhere).sort()).toEqual(
        [`${word} here`, `${word} in a closed project`].sort(),
      );
      expect(names(await search(`search=${word}`, world.admin.cookie))).toEqual([`${word} here`]);
    });

    it('offers a parent picker neither the item, its parent nor its children', async () => {
      const word = 'pickerword';
      const grandparent = await create({ name: `${word} grandparent` });
      const parent = await create({ name: `${word} parent`, parent_id: grandparent.id });
      const item = await create({ name: `${word} item`, parent_id: parent.id });
      const child = await create({ name: `${word} child`, parent_id: item.id });
      const loose = await create({ name: `${word} loose`, target_date: '2030-01-01' });
      const asParent = await search(`search=${word}&parent=true&issue_id=${item.id}`);
      expect(asParent.map((hit) => hit.id).sort()).toEqual([grandparent.id, loose.id].sort());
      const asSubItem = await search(`search=${word}&sub_issue=true&issue_id=${item.id}`);
      expect(asSubItem.map((hit) => hit.id)).toEqual([loose.id]);
      const asRelation = await search(`search=${word}&issue_relation=true&issue_id=${item.id}`);
      expect(asRelation.map((hit) => hit.id).sort()).toEqual(
        [grandparent.id, parent.id, child.id, loose.id].sort(),
      );
      const undated = await search(`search=${word}&target_date=none`);
      expect(undated.map((hit) => hit.id)).not.toContain(loose.id);
      expect(undated).toHaveLength(4);
    });
  });

  describe('GET /api/workspaces/:slug/search/', () => {
    async function searchWorkspace(query: string, cookie = world.member.cookie) {
      const response = await call('GET', `${workspaceSearchUrl}?${query}`, cookie);
      expect(response.statusCode).toBe(200);
      return response.json<WorkspaceSearchResponse>();
    }

    it('guards access', async () => {
      expect((await call('GET', `${workspaceSearchUrl}?search=x`)).statusCode).toBe(401);
      const stranger = await call('GET', `${workspaceSearchUrl}?search=x`, world.stranger.cookie);
      expect(stranger.statusCode).toBe(403);
      const bad = await call('GET', `${workspaceSearchUrl}?project_id=nope`, world.member.cookie);
      expect(bad.json()).toEqual({
        error: 'project_id: Must be a project id',
        code: 'VALIDATION_ERROR',
        field: 'project_id',
      });
    });

    it("answers Plane's shape with the caller's work items and projects", async () => {
      const word = 'palettequery';
      const item = await create({ name: `${word} item` });
      const project = await createProject(ctx.db, world.workspace, world.admin.user, {
        name: `${word} project`,
      });
      await addProjectMember(ctx.db, project, world.member.user, ROLE.member);
      const other = await create(
        { name: `${word} other` },
        world.member.cookie,
        `${world.base}/projects/${project.id}/issues/`,
      );
      const body = await searchWorkspace(`search=${word}`);
      expect(body.results.project).toEqual([
        {
          id: project.id,
          name: project.name,
          identifier: project.identifier,
          workspace__slug: world.workspace.slug,
        },
      ]);
      expect(body.results.issue?.map((hit) => hit.id).sort()).toEqual([item.id, other.id].sort());
      expect(body.results.issue?.find((hit) => hit.id === item.id)).toEqual({
        id: item.id,
        name: item.name,
        sequence_id: item.sequence_id,
        project_id: world.project.id,
        project__identifier: world.project.identifier,
        workspace__slug: world.workspace.slug,
      });
      const inProject = await searchWorkspace(`search=${word}&project_id=${project.id}`);
      expect(inProject.results.issue?.map((hit) => hit.id)).toEqual([other.id]);
      const overall = await searchWorkspace(
        `search=${word}&project_id=${project.id}&workspace_search=true`,
      );
      expect(overall.results.issue).toHaveLength(2);
      const onlyProjects = await searchWorkspace(`search=${word}&entities=project,unknown`);
      expect(Object.keys(onlyProjects.results)).toEqual(['project']);
      const outsider = await searchWorkspace(
        `search=${word}&entities=issue,project`,
        world.outsider.cookie,
      );
      expect(outsider.results).toEqual({ issue: [], project: [] });
    });
  });
});
