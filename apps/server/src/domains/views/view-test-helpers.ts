import type { View } from '@keel/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { projectWorld } from '#server/domains/projects/project-test-world';
import type { TestApp } from '#server/test/harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ViewWorld = Awaited<ReturnType<typeof projectWorld>> & {
  projectViews: string;
  workspaceViews: string;
};

/** Expects a 400 naming the field (its message starting with the field's name). */
export function expectFieldRefused(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ code: string; field: string; error: string }>();
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.field.split('.')[0]).toBe(field);
  expect(body.error.startsWith(field)).toBe(true);
}

/** What the views tests share: HTTP calls as the world's people, and view creation. */
export function viewKit(ctx: TestApp) {
  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function world(): Promise<ViewWorld> {
    const built = await projectWorld(ctx.db);
    return {
      ...built,
      projectViews: `${built.projectUrl}/views/`,
      workspaceViews: `${built.base}/views/`,
    };
  }

  async function createView(url: string, cookie: string, body: object = {}): Promise<View> {
    const response = await call('POST', url, cookie, { name: 'A view', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<View>();
  }

  /** A request of the member's from another site: refused before anything else (CSRF). */
  async function expectForeignOriginRefused(method: Method, url: string, cookie: string) {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { cookie, origin: 'https://evil.example' },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'x' } }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
  }

  return { call, world, createView, expectForeignOriginRefused };
}
