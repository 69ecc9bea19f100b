import { type PageDetail, type PageVersion, type PageVersionDetail, ROLE } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { pages, projects } from '#server/db/schema';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import {
  addProjectMember,
  addWorkspaceMember,
  createProject,
  createUser,
  signIn,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

/** A Yjs document state holding `text`, in base64, as an editor would send it. */
function yjsState(text: string): string {
  const doc = new Y.Doc();
  doc.getText('default').insert(0, text);
  return Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
}

describe('pages', () => {
  const ctx = useTestApp();
  const call = caller(ctx);

  async function world() {
    const w = await projectWorld(ctx.db);
    // A second member, to own pages the others look at.
    const other = await createUser(ctx.db);
    const otherCookie = (await signIn(ctx.db, other.id)).cookie;
    await addWorkspaceMember(ctx.db, w.workspace, other, ROLE.member);
    await addProjectMember(ctx.db, w.project, other, ROLE.member);
    const list = `${w.projectUrl}/pages/`;
    const create = async (cookie: string, body: object = {}) => {
      const response = await call('POST', list, cookie, { name: 'Spec', ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<PageDetail>();
    };
    return { ...w, other: { user: other, cookie: otherCookie }, list, create };
  }

  it('refuses the anonymous, outsiders, other workspaces and other sites', async () => {
    const w = await world();
    const page = await w.create(w.member.cookie);
    const one = `${w.list}${page.id}/`;
    for (const [method, url] of [
      ['GET', w.list],
      ['POST', w.list],
      ['GET', one],
      ['PATCH', one],
      ['GET', `${one}description/`],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
      expect((await call(method, url, w.outsider.cookie, {})).statusCode).toBe(403);
      expect((await call(method, url, w.stranger.cookie, {})).statusCode).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: one,
      headers: { cookie: w.member.cookie, origin: 'https://evil.example' },
      payload: { name: 'x' },
    });
    expect(foreign.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
    // A page of another project is not found through this one.
    const elsewhere = await createProject(ctx.db, w.workspace, w.admin.user, { network: 0 });
    const there = await call(
      'GET',
      `${w.base}/projects/${elsewhere.id}/pages/${page.id}/`,
      w.admin.cookie,
    );
    expect(there.statusCode).toBe(404);
    expect((await call('GET', `${w.list}not-a-uuid/`, w.member.cookie)).statusCode).toBe(404);
  });

  it('creates, lists, reads and edits pages with labels and a parent, sanitized', async () => {
    const w = await world();
    const parent = await w.create(w.member.cookie, { name: 'Handbook' });
    const child = await w.create(w.member.cookie, {
      name: 'Onboarding',
      parent: parent.id,
      description_html: '<p>Hello<script>alert(1)</script></p>',
      logo_props: { in_use: 'emoji', emoji: { value: '128640' } },
    });
    expect(child).toMatchObject({
      name: 'Onboarding',
      parent: parent.id,
      owned_by: w.member.user.id,
      access: 0,
      is_locked: false,
      archived_at: null,
      project_ids: [w.project.id],
      description_html: '<p>Hello</p>',
    });
    const listed = (await call('GET', w.list, w.guest.cookie)).json<PageDetail[]>();
    expect(listed).toEqual([]); // a guest of a project that hides work sees only their own
    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: true })
      .where(eq(projects.id, w.project.id));
    const seen = (await call('GET', w.list, w.guest.cookie)).json<PageDetail[]>();
    expect(seen.map((page) => page.name).sort()).toEqual(['Handbook', 'Onboarding']);

    const edited = await call('PATCH', `${w.list}${child.id}/`, w.other.cookie, {
      name: 'Onboarding guide',
      color: '#ff0000',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Onboarding guide', color: '#ff0000' });
    // A parent must be a page of the project, and never the page itself or one under it.
    for (const [parentId, field] of [
      [child.id, 'parent'],
      ['00000000-0000-4000-8000-000000000000', 'parent'],
    ] as const) {
      const bad = await call('PATCH', `${w.list}${parent.id}/`, w.member.cookie, {
        parent: parentId,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field: string }>().field).toBe(field);
    }
    const badLabel = await call('PATCH', `${w.list}${child.id}/`, w.member.cookie, {
      label_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(badLabel.json()).toMatchObject({ field: 'label_ids' });
    expect(
      (await call('PATCH', `${w.list}${child.id}/`, w.member.cookie, { access: 7 })).statusCode,
    ).toBe(400);
    const summary = await call('GET', `${w.projectUrl}/pages-summary/`, w.member.cookie);
    expect(summary.json()).toEqual({ public_pages: 2, private_pages: 0, archived_pages: 0 });
  });

  it('follows the page rules of spec §6 for every role', async () => {
    const w = await world();
    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: true })
      .where(eq(projects.id, w.project.id));
    const publicPage = await w.create(w.other.cookie, { name: 'Public' });
    const privatePage = await w.create(w.other.cookie, { name: 'Private', access: 1 });
    const url = (id: string) => `${w.list}${id}/`;
    const roles = { admin: w.admin, member: w.member, guest: w.guest, owner: w.other };
    type Who = keyof typeof roles;
    // [who, can view public, edit public, view private, edit private, lock public, duplicate, favorite]
    const table: [Who, number, number, number, number, number, number, number][] = [
      ['owner', 200, 200, 200, 200, 204, 201, 204],
      ['admin', 200, 200, 404, 404, 204, 201, 204],
      ['member', 200, 200, 404, 404, 403, 201, 204],
      ['guest', 200, 403, 404, 404, 403, 403, 403],
    ];
    for (const [who, view, edit, viewPrivate, editPrivate, lock, duplicate, favorite] of table) {
      const cookie = roles[who].cookie;
      const row = who;
      expect((await call('GET', url(publicPage.id), cookie)).statusCode, row).toBe(view);
      expect(
        (await call('PATCH', url(publicPage.id), cookie, { name: `By ${who}` })).statusCode,
        row,
      ).toBe(edit);
      expect((await call('GET', url(privatePage.id), cookie)).statusCode, row).toBe(viewPrivate);
      expect(
        (await call('PATCH', url(privatePage.id), cookie, { name: 'x' })).statusCode,
        row,
      ).toBe(editPrivate);
      expect((await call('POST', `${url(publicPage.id)}lock/`, cookie)).statusCode, row).toBe(lock);
      await call('DELETE', `${url(publicPage.id)}lock/`, w.other.cookie);
      expect((await call('POST', `${url(publicPage.id)}duplicate/`, cookie)).statusCode, row).toBe(
        duplicate,
      );
      expect(
        (await call('POST', `${w.projectUrl}/favorite-pages/${publicPage.id}/`, cookie)).statusCode,
        row,
      ).toBe(favorite);
    }
    // Creating needs admin or member; access changes the owner or an admin.
    expect((await call('POST', w.list, w.guest.cookie, { name: 'x' })).statusCode).toBe(403);
    expect(
      (await call('POST', `${url(publicPage.id)}access/`, w.member.cookie, { access: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `${url(publicPage.id)}access/`, w.admin.cookie, { access: 1 }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', url(publicPage.id), w.member.cookie)).statusCode).toBe(404);
    const starred = (await call('GET', w.list, w.other.cookie)).json<PageDetail[]>();
    expect(starred.find((page) => page.id === publicPage.id)?.is_favorite).toBe(true);
  });

  it('locks and archives: a locked or archived page keeps its content; delete needs archive', async () => {
    const w = await world();
    const parent = await w.create(w.member.cookie, { name: 'Parent' });
    const child = await w.create(w.member.cookie, { name: 'Child', parent: parent.id });
    const url = (id: string) => `${w.list}${id}/`;
    await call('POST', `${url(parent.id)}lock/`, w.member.cookie);
    const locked = await call('PATCH', url(parent.id), w.member.cookie, { name: 'Renamed' });
    expect(locked.json()).toMatchObject({ code: 'PAGE_LOCKED' });
    const lockedDocument = await call('PATCH', `${url(parent.id)}description/`, w.member.cookie, {
      description_binary: yjsState('x'),
      description_html: '<p>x</p>',
    });
    expect(lockedDocument.json()).toMatchObject({ code: 'PAGE_LOCKED' });
    await call('DELETE', `${url(parent.id)}lock/`, w.member.cookie);

    expect((await call('DELETE', url(parent.id), w.member.cookie)).json()).toMatchObject({
      code: 'PAGE_NOT_ARCHIVED',
    });
    await call('POST', `${w.projectUrl}/favorite-pages/${child.id}/`, w.member.cookie);
    const archived = await call('POST', `${url(parent.id)}archive/`, w.member.cookie);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<{ archived_at: string }>().archived_at).toBeTruthy();
    const listed = (await call('GET', w.list, w.member.cookie)).json<PageDetail[]>();
    expect(listed.every((page) => page.archived_at !== null)).toBe(true);
    expect(listed.find((page) => page.id === child.id)?.is_favorite).toBe(false);
    expect(
      (await call('GET', `${w.projectUrl}/archived-pages/`, w.member.cookie)).json<PageDetail[]>(),
    ).toHaveLength(2);
    expect(
      (await call('PATCH', url(child.id), w.member.cookie, { name: 'x' })).json(),
    ).toMatchObject({
      code: 'PAGE_ARCHIVED',
    });
    // Restoring the child alone takes it out of its archived parent.
    expect((await call('DELETE', `${url(child.id)}archive/`, w.member.cookie)).statusCode).toBe(
      204,
    );
    const restored = (await call('GET', url(child.id), w.member.cookie)).json<PageDetail>();
    expect(restored).toMatchObject({ archived_at: null, parent: null });
    expect((await call('DELETE', url(parent.id), w.guest.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url(parent.id), w.member.cookie)).statusCode).toBe(204);
    expect((await call('GET', url(parent.id), w.member.cookie)).statusCode).toBe(404);
  });

  it('stores the document as Yjs state with its HTML, keeps versions, and restores one', async () => {
    const w = await world();
    const page = await w.create(w.member.cookie);
    const url = `${w.list}${page.id}/`;
    const empty = await call('GET', `${url}description/`, w.member.cookie);
    expect(empty.headers['content-type']).toBe('application/octet-stream');
    expect(empty.rawPayload.length).toBe(0);

    const state = yjsState('First draft');
    const saved = await call('PATCH', `${url}description/`, w.member.cookie, {
      description_binary: state,
      description_html: '<p>First draft</p><img src="x" onerror="alert(1)">',
      description_json: {},
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = await call('GET', `${url}description/`, w.member.cookie);
    expect(back.rawPayload.toString('base64')).toBe(state);
    const [row] = await ctx.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row?.description_html).not.toContain('onerror');
    expect(row?.description_stripped).toBe('First draft');

    for (const [payload, code] of [
      [{ description_binary: 'not base64 at all!' }, 400],
      [{ description_binary: Buffer.from('garbage bytes').toString('base64') }, 400],
    ] as const) {
      const refused = await call('PATCH', `${url}description/`, w.member.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(code);
    }
    const huge = await call('PATCH', `${url}description/`, w.member.cookie, {
      description_binary: Buffer.alloc(6 * 1024 * 1024, 1).toString('base64'),
    });
    expect(huge.statusCode).toBe(413);
    const stillThere = await call('GET', `${url}description/`, w.member.cookie);
    expect(stillThere.rawPayload.toString('base64')).toBe(state);

    // The same author within ten minutes updates one version; another author makes a new one.
    await call('PATCH', `${url}description/`, w.member.cookie, {
      description_binary: yjsState('Second draft'),
      description_html: '<p>Second draft</p>',
    });
    await call('PATCH', `${url}description/`, w.other.cookie, {
      description_binary: yjsState('Third draft'),
      description_html: '<p>Third draft</p>',
    });
    const versions = (await call('GET', `${url}versions/`, w.member.cookie)).json<PageVersion[]>();
    expect(versions.map((version) => version.owned_by)).toEqual([
      w.other.user.id,
      w.member.user.id,
    ]);
    const older = (
      await call('GET', `${url}versions/${versions[1]?.id ?? ''}/`, w.member.cookie)
    ).json<PageVersionDetail>();
    expect(older.description_html).toBe('<p>Second draft</p>');
    const restored = await call('POST', `${url}versions/${older.id}/restore/`, w.member.cookie);
    expect(restored.json<PageDetail>().description_html).toBe('<p>Second draft</p>');
    expect((await call('GET', `${url}versions/nope/`, w.member.cookie)).statusCode).toBe(404);
  });

  it('duplicates a page and moves one, with what hangs under it, to another project', async () => {
    const w = await world();
    const page = await w.create(w.member.cookie, {
      name: 'Runbook',
      description_html: '<p>Steps</p>',
    });
    const child = await w.create(w.member.cookie, { name: 'Step one', parent: page.id });
    const copy = await call('POST', `${w.list}${page.id}/duplicate/`, w.other.cookie);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Runbook (Copy)',
      owned_by: w.other.user.id,
      description_html: '<p>Steps</p>',
      project_ids: [w.project.id],
    });

    const target = await createProject(ctx.db, w.workspace, w.admin.user, { network: 0 });
    const move = (cookie: string, projectId: string) =>
      call('POST', `${w.list}${page.id}/move/`, cookie, { new_project_id: projectId });
    // Not a member of the target: refused, and the page stays.
    expect((await move(w.member.cookie, target.id)).json()).toMatchObject({
      field: 'new_project_id',
    });
    expect((await move(w.other.cookie, target.id)).statusCode).toBe(403);
    await addProjectMember(ctx.db, target, w.member.user, ROLE.member);
    expect((await move(w.member.cookie, target.id)).statusCode).toBe(204);
    const there = (
      await call('GET', `${w.base}/projects/${target.id}/pages/`, w.member.cookie)
    ).json<PageDetail[]>();
    expect(there.map((each) => each.id).sort()).toEqual([page.id, child.id].sort());
    expect((await call('GET', `${w.list}${page.id}/`, w.member.cookie)).statusCode).toBe(404);
  });

  it('joins the workspace search by title and text, as each person may see pages', async () => {
    const w = await world();
    const shown = await w.create(w.member.cookie, {
      name: 'Runbook',
      description_html: '<p>How we roll back a zebra deploy.</p>',
    });
    await w.create(w.other.cookie, { name: 'Zebra secrets', access: 1 });
    const search = async (cookie: string, text: string) =>
      (await call('GET', `${w.base}/search/?search=${text}&workspace_search=true`, cookie)).json<{
        results: { page?: { id: string; name: string; project_ids: string[] }[] };
      }>().results.page ?? [];
    const found = await search(w.admin.cookie, 'zebra');
    expect(found.map((page) => page.name)).toEqual(['Runbook']);
    expect(found[0]?.project_ids).toEqual([w.project.id]);
    expect((await search(w.other.cookie, 'zebra')).map((page) => page.name).sort()).toEqual([
      'Runbook',
      'Zebra secrets',
    ]);
    // A guest of a project that hides work from guests, and a stranger, find none.
    expect(await search(w.guest.cookie, 'zebra')).toEqual([]);
    expect(await search(w.outsider.cookie, 'zebra')).toEqual([]);
    const entity = await call(
      'GET',
      `${w.base}/entity-search/?query=runbook&query_type=page`,
      w.member.cookie,
    );
    expect(entity.json<{ page: { id: string }[] }>().page.map((page) => page.id)).toEqual([
      shown.id,
    ]);
  });
});
