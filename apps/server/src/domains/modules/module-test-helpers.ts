import type { Module, WorkItem } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { states } from '#server/db/schema';
import { projectWorld } from '#server/domains/projects/project-test-world';
import type { TestApp } from '#server/test/harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ModuleWorld = Awaited<ReturnType<typeof projectWorld>>;

/** Expects a 400 naming the field, with the exact message. */
export function expectRefused(response: LightMyRequestResponse, message: string, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    error: `${field}: ${message}`,
    code: 'VALIDATION_ERROR',
    field,
  });
}

/** What the modules tests share: HTTP calls as the world's people, and a few set-ups. */
export function moduleKit(ctx: TestApp) {
  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function world() {
    const built = await projectWorld(ctx.db);
    return { ...built, modulesUrl: `${built.projectUrl}/modules/` };
  }

  async function createModule(w: ModuleWorld, body: object, cookie = w.member.cookie) {
    const response = await call('POST', `${w.projectUrl}/modules/`, cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Module>();
  }

  async function createItem(w: ModuleWorld, body: object = {}, cookie = w.member.cookie) {
    const response = await call('POST', `${w.projectUrl}/issues/`, cookie, {
      name: 'Item',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItem>();
  }

  async function stateId(w: ModuleWorld, name: string) {
    const [state] = await ctx.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, w.project.id), eq(states.name, name)));
    if (!state) throw new Error(`no state ${name}`);
    return state.id;
  }

  /**
   * Expects a route open to members and admins to refuse the anonymous (401), another
   * workspace's user, a workspace member outside the project, a guest and a member's request from
   * another origin (403).
   */
  async function expectMembersOnly(w: ModuleWorld, method: Method, url: string, body?: object) {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, w.stranger.cookie, body)).statusCode).toBe(403);
    expect((await call(method, url, w.outsider.cookie, body)).statusCode).toBe(403);
    expect((await call(method, url, w.guest.cookie, body)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method,
      url,
      headers: { cookie: w.member.cookie, origin: 'https://evil.example' },
      ...(body ? { payload: body } : {}),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
  }

  /** Expects a read open to every project member to refuse the anonymous and outsiders. */
  async function expectProjectReadersOnly(w: ModuleWorld, url: string) {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, w.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, w.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, w.guest.cookie)).statusCode).toBe(200);
  }

  return {
    call,
    world,
    createModule,
    createItem,
    stateId,
    expectMembersOnly,
    expectProjectReadersOnly,
  };
}
