import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '#server/db/client';
import { apiTokens } from '#server/db/schema';
import { sha256 } from '#server/lib/tokens';
import { createProjectTeam } from '#server/test/project-team';
import type { TestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** An API key of the user, written as api-tokens stores one (its hash). */
export async function apiKeyOf(db: Database, userId: string): Promise<string> {
  const secret = `plane_api_${randomBytes(16).toString('hex')}`;
  await db.insert(apiTokens).values({
    label: 'Test',
    token_hash: sha256(secret),
    token_hint: secret.slice(-4),
    user_id: userId,
  });
  return secret;
}

/** A project team (see createProjectTeam) with an API key for each of its people. */
export async function v1Team(ctx: TestApp) {
  const team = await createProjectTeam(ctx.db);
  const keys = {
    admin: await apiKeyOf(ctx.db, team.admin.user.id),
    member: await apiKeyOf(ctx.db, team.member.user.id),
    guest: await apiKeyOf(ctx.db, team.guest.user.id),
    nonMember: await apiKeyOf(ctx.db, team.nonMember.user.id),
    outsider: await apiKeyOf(ctx.db, team.outsider.user.id),
  };
  const workspaceBase = `/api/v1/workspaces/${team.workspace.slug}`;
  return {
    ...team,
    keys,
    workspaceBase,
    projectBase: `${workspaceBase}/projects/${team.project.id}`,
  };
}

/** Calls a v1 route with a key (none when `key` is null). */
export function callV1(
  ctx: TestApp,
  method: Method,
  url: string,
  key: string | null,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: key === null ? {} : { 'x-api-key': key },
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * The refusals every v1 route gives: no key and an unknown key 401, the key of someone outside
 * the workspace 403 (or 404 for a project route, as the app API answers).
 */
export async function expectRefusesStrangers(
  ctx: TestApp,
  method: Method,
  url: string,
  outsiderKey: string,
  payload?: object,
) {
  expect((await callV1(ctx, method, url, null, payload)).statusCode).toBe(401);
  const bad = await callV1(ctx, method, url, 'plane_api_0123456789abcdef0123456789abcdef', payload);
  expect(bad.statusCode).toBe(401);
  const outsider = await callV1(ctx, method, url, outsiderKey, payload);
  expect([403, 404]).toContain(outsider.statusCode);
}
