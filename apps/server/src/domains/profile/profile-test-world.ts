import type { WorkItem } from '@keel/core';
import { expect } from 'vitest';
import { createProject } from '#server/test/factories';
import type { TestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

/**
 * The project world plus a second project only its admin belongs to ("hidden"): the member, the
 * guest and the outsider must never see its items or their activity.
 */
export async function profileWorld(ctx: TestApp) {
  const world = await projectWorld(ctx.db);
  const hidden = await createProject(ctx.db, world.workspace, world.admin.user, {
    name: 'Hidden project',
  });
  return { ...world, hidden, hiddenUrl: `${world.base}/projects/${hidden.id}` };
}
export type ProfileWorld = Awaited<ReturnType<typeof profileWorld>>;

export function profileKit(ctx: TestApp) {
  const call = caller(ctx);

  async function createItem(url: string, cookie: string, body: object): Promise<WorkItem> {
    const response = await call('POST', `${url}/issues/`, cookie, body);
    expect(response.statusCode).toBe(201);
    return response.json<WorkItem>();
  }

  async function updateItem(url: string, cookie: string, id: string, body: object) {
    const response = await call('PATCH', `${url}/issues/${id}/`, cookie, body);
    expect(response.statusCode).toBe(204);
  }

  /** GET that must answer 200, as JSON. */
  async function read<T>(url: string, cookie: string): Promise<T> {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  /** The anonymous (401), another workspace's member (403) and an unknown person (404). */
  async function expectWorkspaceReadersOnly(w: ProfileWorld, url: (userId: string) => string) {
    expect((await call('GET', url(w.admin.user.id))).statusCode).toBe(401);
    expect((await call('GET', url(w.admin.user.id), w.stranger.cookie)).statusCode).toBe(403);
    const unknown = await call('GET', url(w.stranger.user.id), w.member.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    expect((await call('GET', url('not-a-uuid'), w.member.cookie)).statusCode).toBe(404);
    expect((await call('GET', url(w.admin.user.id), w.guest.cookie)).statusCode).toBe(200);
    expect((await call('GET', url(w.admin.user.id), w.outsider.cookie)).statusCode).toBe(200);
  }

  return { call, createItem, updateItem, read, expectWorkspaceReadersOnly };
}
