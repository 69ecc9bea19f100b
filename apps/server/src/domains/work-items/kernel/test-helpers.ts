import type { WorkItem, WorkItemDetail } from '@keel/core';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { states, workItemActivities } from '#server/db/schema';
import type { TestApp } from '#server/test/harness';
import {
  type Method,
  caller,
  type projectWorld,
} from '#server/domains/projects/project-test-world';

export type ProjectWorld = Awaited<ReturnType<typeof projectWorld>>;

/** Expects a 400 naming the field, with the exact message. */
export function expectRefused(response: LightMyRequestResponse, message: string, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
}

/**
 * What the work-item tests do again and again, against the world their `beforeAll` builds (read
 * through `world` when called, since it does not exist yet when the kit is made).
 */
export function workItemKit(ctx: TestApp, world: () => ProjectWorld) {
  const call = caller(ctx);

  /** A seeded state of the project (Backlog, Todo, In Progress, Done, Cancelled) by name. */
  async function stateNamed(name: string, projectId = world().project.id) {
    const [state] = await ctx.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, projectId), eq(states.name, name)));
    if (!state) throw new Error(`no state ${name}`);
    return state;
  }

  /** Creates a work item in the world's project over HTTP. */
  async function create(body: object, cookie = world().member.cookie) {
    const response = await call('POST', `${world().projectUrl}/issues/`, cookie, body);
    expect(response.statusCode).toBe(201);
    return response.json<WorkItem>();
  }

  /** The detail of a work item as its project's admin sees it; `query` such as `?expand=parent`. */
  async function detail(id: string, query = '', cookie = world().admin.cookie) {
    const response = await call('GET', `${world().projectUrl}/issues/${id}/${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkItemDetail>();
  }

  async function activityOf(id: string) {
    return ctx.db.select().from(workItemActivities).where(eq(workItemActivities.work_item_id, id));
  }

  /**
   * Expects a write open to members and admins only to refuse the anonymous (401), a user of
   * another workspace, a workspace member outside the project, a guest, and a member's request
   * from another origin (403).
   */
  async function expectMembersOnly(method: Method, url: string, body: object) {
    const { stranger, outsider, guest, member } = world();
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, stranger.cookie, body)).statusCode).toBe(403);
    expect((await call(method, url, outsider.cookie, body)).statusCode).toBe(403);
    expect((await call(method, url, guest.cookie, body)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method,
      url,
      headers: { cookie: member.cookie, origin: 'https://evil.example' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
  }

  return { call, stateNamed, create, detail, activityOf, expectMembersOnly };
}
