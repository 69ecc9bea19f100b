import type { Cycle, Favorite, Module } from '@keel/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { projectWorld } from '#server/domains/projects/project-test-world';
import type { TestApp } from '#server/test/harness';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type FavoriteWorld = Awaited<ReturnType<typeof projectWorld>> & { favoritesUrl: string };

/** Expects a 400 naming the field, with the exact message. */
export function expectRefused(response: LightMyRequestResponse, message: string, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    error: `${field}: ${message}`,
    code: 'VALIDATION_ERROR',
    field,
  });
}

/** What the favorites tests share: HTTP calls as the world's people and a few set-ups. */
export function favoriteKit(ctx: TestApp) {
  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function world(): Promise<FavoriteWorld> {
    const built = await projectWorld(ctx.db);
    return { ...built, favoritesUrl: `${built.base}/user-favorites/` };
  }

  /** POSTs a favorite and expects Plane's 200. */
  async function favorite(w: FavoriteWorld, body: object, cookie = w.member.cookie) {
    const response = await call('POST', w.favoritesUrl, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Favorite>();
  }

  async function folder(w: FavoriteWorld, name: string, cookie = w.member.cookie) {
    return favorite(w, { entity_type: 'folder', is_folder: true, entity_data: { name } }, cookie);
  }

  async function list(w: FavoriteWorld, cookie = w.member.cookie, query = '') {
    const response = await call('GET', `${w.favoritesUrl}${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Favorite[]>();
  }

  async function createCycle(w: FavoriteWorld, name: string) {
    const response = await call('POST', `${w.projectUrl}/cycles/`, w.member.cookie, { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Cycle>();
  }

  async function createModule(w: FavoriteWorld, name: string) {
    const response = await call('POST', `${w.projectUrl}/modules/`, w.member.cookie, { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Module>();
  }

  return { call, world, favorite, folder, list, createCycle, createModule };
}
