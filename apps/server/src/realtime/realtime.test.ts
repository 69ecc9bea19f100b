import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RealtimeEvent } from '@keel/core';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, realtimeEvents, workItems, workspaceMembers } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { createProjectTeam } from '../test/project-team';
import { RealtimeTestClient, RefusedError } from '../test/realtime-client';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process';
import { pruneEvents } from './realtime-events.queries';

/**
 * Realtime across two Keel processes on one database (issue 8): changes made through process
 * one's HTTP API reach sockets of process two, filtered by what each user may see.
 */

interface Running {
  url: string;
  server: ServerProcess;
}

let database: TestDatabase;
let one: Running;
let two: Running;
let team: Awaited<ReturnType<typeof createProjectTeam>>;
const clients: RealtimeTestClient[] = [];

async function startKeel(url: string): Promise<Running> {
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'keel-realtime-')),
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  // Generous: with the rest of the suite running on two cores, a cold start can take a while.
  await server.waitForHttp(`${base}/readyz`, 240_000);
  return { url: base, server };
}

async function connect(
  running: Running,
  options: { cookie?: string; origin?: string },
): Promise<RealtimeTestClient> {
  const client = await RealtimeTestClient.connect(running.url, options);
  clients.push(client);
  return client;
}

async function api(
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method,
    headers: {
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function createItem(name: string): Promise<string> {
  const { status, json } = await api('POST', `${one.url}${team.base}/issues/`, team.admin.cookie, {
    name,
  });
  expect(status).toBe(201);
  return (json as { id: string }).id;
}

async function renameItem(id: string, name: string): Promise<void> {
  const { status } = await api('PATCH', `${one.url}${team.base}/issues/${id}/`, team.admin.cookie, {
    name,
  });
  expect(status).toBe(204);
}

const isEventOf =
  (entityId: string, match: Partial<RealtimeEvent> = {}) =>
  (message: { type: string; event?: RealtimeEvent }) =>
    message.type === 'event' &&
    message.event?.entity_id === entityId &&
    Object.entries(match).every(
      ([key, value]) => message.event?.[key as keyof RealtimeEvent] === value,
    );

/** Lets events that would (wrongly) be sent arrive before asserting that none did. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

beforeAll(async () => {
  database = await createTestDatabase();
  // One after the other: two cold starts at once on a busy machine only slow each other down.
  one = await startKeel(database.url);
  two = await startKeel(database.url);
  team = await createProjectTeam(database.db);
}, 500_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  const started = [one as Running | undefined, two as Running | undefined].filter(
    (running): running is Running => running !== undefined,
  );
  for (const running of started) running.server.child.kill('SIGTERM');
  await Promise.all(started.map((running) => running.server.exited));
  await database.drop();
});

describe('WS /ws across two processes', () => {
  it('delivers a change made through process one to sockets of process two, and only to those who may see it', async () => {
    const member = await connect(two, { cookie: team.member.cookie });
    const guest = await connect(two, { cookie: team.guest.cookie });
    const nonMember = await connect(two, { cookie: team.nonMember.cookie });
    const outsider = await connect(two, { cookie: team.outsider.cookie });
    for (const client of [member, guest, nonMember])
      expect(await client.subscribe(team.workspace.slug)).toMatchObject({ type: 'subscribed' });
    expect(await outsider.subscribe(team.workspace.slug)).toEqual({
      type: 'error',
      message: 'You are not a member of this workspace.',
    });

    const started = performance.now();
    const id = await createItem('Seen across processes');
    const created = await member.waitFor(isEventOf(id, { operation: 'create' }));
    expect(created.at - started).toBeLessThan(1_000);
    expect(created.message).toMatchObject({
      type: 'event',
      event: {
        entity: 'work_item',
        workspace_id: team.workspace.id,
        project_id: team.project.id,
        work_item_id: id,
        actor_id: team.admin.user.id,
        data: null,
      },
    });

    const { status } = await api(
      'PATCH',
      `${one.url}${team.base}/issues/${id}/`,
      team.admin.cookie,
      { name: 'Renamed', priority: 'high', description_html: '<p>Long text</p>' },
    );
    expect(status).toBe(204);
    const updated = await member.waitFor(isEventOf(id, { operation: 'update' }));
    const event = updated.message.type === 'event' ? updated.message.event : null;
    expect(event?.fields).toEqual(['description_html', 'name', 'priority']);
    expect(event?.actor_id).toBe(team.admin.user.id);
    expect(event?.data).toMatchObject({ name: 'Renamed', priority: 'high' });
    expect(event?.data).not.toHaveProperty('description_html');
    expect(String(event?.data?.updated_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const comment = await api(
      'POST',
      `${one.url}${team.base}/issues/${id}/comments/`,
      team.admin.cookie,
      { comment_html: '<p>Hello</p>' },
    );
    expect(comment.status).toBe(201);
    const commentId = (comment.json as { id: string }).id;
    await member.waitFor(
      isEventOf(commentId, { entity: 'work_item_comment', operation: 'create', work_item_id: id }),
    );

    await settle();
    for (const client of [guest, nonMember, outsider]) {
      expect(client.events().filter((each) => each.work_item_id === id)).toEqual([]);
    }
  });

  it('lets a guest see everything once the project lets guests see all work items', async () => {
    const guest = await connect(two, { cookie: team.guest.cookie });
    await guest.subscribe(team.workspace.slug);
    const id = await createItem('Hidden from guests at first');
    const { status } = await api('PATCH', `${one.url}${team.base}/`, team.admin.cookie, {
      guest_view_all_features: true,
    });
    expect(status).toBe(200);
    await guest.waitFor(
      (message) => message.type === 'event' && message.event.entity === 'project',
    );
    await renameItem(id, 'Now visible to guests');
    await guest.waitFor(isEventOf(id, { operation: 'update' }));
    expect(
      guest.events().some((each) => each.entity_id === id && each.operation === 'create'),
    ).toBe(false);
    await api('PATCH', `${one.url}${team.base}/`, team.admin.cookie, {
      guest_view_all_features: false,
    });
  });

  it('emits nothing for a rolled-back write', async () => {
    const id = await createItem('Rolled back');
    const member = await connect(two, { cookie: team.member.cookie });
    await member.subscribe(team.workspace.slug);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(workItems).set({ name: 'Never committed' }).where(eq(workItems.id, id));
        const [pending] = await tx
          .select({ count: count() })
          .from(realtimeEvents)
          .where(isNull(realtimeEvents.version));
        // The trigger did capture the change, inside the transaction.
        expect(pending?.count).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    await renameItem(id, 'Committed');
    await member.waitFor(isEventOf(id, { operation: 'update' }));
    await settle();
    const names = member
      .events()
      .flatMap((each) => (each.entity_id === id ? [each.data?.name] : []));
    expect(names).toEqual(['Committed']);
    const [stored] = await database.db
      .select({ count: count() })
      .from(realtimeEvents)
      .where(sql`${realtimeEvents.data} ->> 'name' = 'Never committed'`);
    expect(stored?.count).toBe(0);
  });

  it('refuses anonymous sockets and sockets opened from another site', async () => {
    await expect(connect(two, {})).rejects.toEqual(new RefusedError(401));
    await expect(
      connect(two, { cookie: team.member.cookie, origin: 'https://evil.example' }),
    ).rejects.toEqual(new RefusedError(403));
    await expect(connect(two, { cookie: team.member.cookie, origin: 'null' })).rejects.toEqual(
      new RefusedError(403),
    );
    const sameSite = await connect(two, { cookie: team.member.cookie, origin: two.url });
    expect(await sameSite.subscribe(team.workspace.slug)).toMatchObject({ type: 'subscribed' });
  });

  it('answers pings and refuses messages outside the protocol', async () => {
    const client = await connect(two, { cookie: team.member.cookie });
    client.send({ type: 'ping' });
    await client.waitFor((message) => message.type === 'pong');
    client.socket.send('{"type":"subscribe"}');
    await client.waitFor(
      (message) => message.type === 'error' && message.message === 'Invalid message',
    );
  });

  it('replays what a socket missed when it resumes from its last version', async () => {
    const id = await createItem('Resumed');
    const first = await connect(two, { cookie: team.member.cookie });
    const answer = await first.subscribe(team.workspace.slug);
    if (answer.type !== 'subscribed') throw new Error(`expected subscribed, got ${answer.type}`);
    await first.close();

    await renameItem(id, 'While away 1');
    await renameItem(id, 'While away 2');

    const again = await connect(two, { cookie: team.member.cookie });
    const resumed = await again.subscribe(team.workspace.slug, answer.version);
    const names = again
      .events()
      .flatMap((each) => (each.entity_id === id ? [each.data?.name] : []));
    expect(names).toEqual(['While away 1', 'While away 2']);
    const versions = again.events().map((each) => each.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(resumed).toMatchObject({ type: 'subscribed' });
    if (resumed.type === 'subscribed')
      expect(resumed.version).toBeGreaterThanOrEqual(Math.max(...versions));
  });

  it('tells a socket resuming from before the oldest kept event to resync', async () => {
    await createItem('Before pruning');
    await pruneEvents(database.db, new Date(Date.now() + 60_000));
    const client = await connect(two, { cookie: team.member.cookie });
    expect(await client.subscribe(team.workspace.slug, 1)).toMatchObject({
      type: 'resync',
      workspace_slug: team.workspace.slug,
    });
  });

  it('stops a removed project member’s events and revokes a removed workspace member', async () => {
    const id = await createItem('Membership');
    const member = await connect(two, { cookie: team.member.cookie });
    const nonMember = await connect(two, { cookie: team.nonMember.cookie });
    const admin = await connect(two, { cookie: team.admin.cookie });
    for (const client of [member, nonMember, admin]) await client.subscribe(team.workspace.slug);

    const [projectMembership] = await database.db
      .select({ id: projectMembers.id })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.project_id, team.project.id),
          eq(projectMembers.member_id, team.member.user.id),
        ),
      );
    const removal = await api(
      'DELETE',
      `${one.url}${team.base}/members/${projectMembership?.id ?? ''}/`,
      team.admin.cookie,
    );
    expect(removal.status).toBe(204);
    const removed = await member.waitFor(
      isEventOf(projectMembership?.id ?? '', { entity: 'project_member', operation: 'delete' }),
    );
    expect(removed.message).toMatchObject({
      event: { data: { member_id: team.member.user.id, is_active: false } },
    });
    await renameItem(id, 'After the removal');
    await admin.waitFor(isEventOf(id, { operation: 'update' }));
    await settle();
    expect(member.events().filter((each) => each.entity_id === id)).toEqual([]);

    const [workspaceMembership] = await database.db
      .select({ id: workspaceMembers.id })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspace_id, team.workspace.id),
          eq(workspaceMembers.member_id, team.nonMember.user.id),
        ),
      );
    const revoked = await api(
      'DELETE',
      `${one.url}/api/workspaces/${team.workspace.slug}/members/${workspaceMembership?.id ?? ''}/`,
      team.admin.cookie,
    );
    expect(revoked.status).toBe(204);
    await nonMember.waitFor(
      (message) => message.type === 'revoked' && message.workspace_slug === team.workspace.slug,
    );
  });
});
