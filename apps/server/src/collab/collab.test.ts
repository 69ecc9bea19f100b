import type { AddressInfo } from 'node:net';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { PageDetail } from '@keel/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { type App, buildApp } from '../app';
import { RealtimeFeed } from '../realtime/realtime-feed';
import { pages } from '../db/schema';
import { caller, projectWorld } from '../domains/projects/project-test-world';
import { type TestDatabase, createTestDatabase, testConfig } from '../test/harness';
import { PAGE_BODY_FIELD, htmlOf } from './document-convert';

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Appends a paragraph of text to a document's body, as an editor would. */
function write(doc: Y.Doc, text: string): void {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  const body = doc.getXmlFragment(PAGE_BODY_FIELD);
  body.insert(body.length, [paragraph]);
}

function textOf(doc: Y.Doc): string {
  return doc.getXmlFragment(PAGE_BODY_FIELD).toJSON();
}

describe('live pages (collab)', () => {
  let database: TestDatabase;
  const apps: App[] = [];
  const urls: string[] = [];
  const providers: HocuspocusProvider[] = [];
  let feed: RealtimeFeed;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Two processes on one database, as behind a load balancer; the first hears realtime events
    // (memberships), as main.ts's do.
    feed = new RealtimeFeed({
      url: database.url,
      db: database.db,
      log: { debug: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await feed.start();
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({
        config: testConfig(),
        db: database.db,
        databaseUrl: database.url,
        ...(index === 0 ? { realtime: feed } : {}),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      apps.push(app);
      urls.push(`ws://127.0.0.1:${String(port)}/live`);
    }
  });
  afterAll(async () => {
    for (const provider of providers) provider.destroy();
    for (const app of apps) await app.close();
    await feed.stop();
    await database.drop();
  });

  /** An editor of the page on process `at`, signed in with `cookie`. */
  function open(at: number, pageId: string, cookie: string) {
    const document = new Y.Doc();
    const events = { synced: false, failed: false, closed: false, stateless: [] as string[] };
    const socket = new HocuspocusProviderWebsocket({
      url: urls[at] ?? '',
      // Node's sockets carry the session cookie, as a browser's would.
      WebSocketPolyfill: class extends WebSocket {
        constructor(address: string) {
          super(address, { headers: { cookie } });
        }
      },
    });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: pageId,
      document,
      onSynced: () => {
        events.synced = true;
      },
      onAuthenticationFailed: () => {
        events.failed = true;
      },
      onClose: () => {
        events.closed = true;
      },
      onStateless: ({ payload }) => {
        events.stateless.push(payload);
      },
    });
    // A provider on a socket of its own making joins it when attached.
    provider.attach();
    providers.push(provider);
    return { document, provider, events };
  }

  async function pageOf(options: { access?: number } = {}) {
    const world = await projectWorld(database.db);
    const first = apps[0];
    if (!first) throw new Error('no app');
    const call = caller({
      app: first,
      db: database.db,
      config: testConfig(),
      databaseUrl: '',
    });
    const created = await call('POST', `${world.projectUrl}/pages/`, world.member.cookie, {
      name: 'Live',
      description_html: '<p>Hello</p>',
      ...options,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { world, call, page: created.json<PageDetail>() };
  }

  it('converges two editors on two processes and stores the document', async () => {
    const { world, page } = await pageOf();
    const first = open(0, page.id, world.member.cookie);
    const second = open(1, page.id, world.admin.cookie);
    await until(() => first.events.synced && second.events.synced);
    // The page's HTML became its first live document.
    expect(textOf(first.document)).toContain('Hello');
    write(first.document, 'From the first');
    write(second.document, 'From the second');
    await until(
      () =>
        textOf(first.document).includes('From the second') &&
        textOf(second.document).includes('From the first'),
    );
    expect(textOf(first.document)).toBe(textOf(second.document));
    // Stored within the debounce: Yjs state, HTML and plain text together.
    await until(async () => {
      const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
      return (row?.description_stripped ?? '').includes('From the second');
    }, 20_000);
    const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
    const stored = new Y.Doc();
    Y.applyUpdate(stored, row?.description_binary ?? new Uint8Array());
    expect(htmlOf(stored)).toContain('From the first');
    expect(row?.description_html).toContain('<p>From the first</p>');
  });

  it('refuses those the page rules keep out, and makes a locked page read-only live', async () => {
    const { world, call, page } = await pageOf({ access: 1 });
    const intruder = open(0, page.id, world.admin.cookie);
    await until(() => intruder.events.failed || intruder.events.closed);
    expect(intruder.events.synced).toBe(false);

    await call('POST', `${world.projectUrl}/pages/${page.id}/access/`, world.member.cookie, {
      access: 0,
    });
    const editor = open(1, page.id, world.member.cookie);
    const reader = open(0, page.id, world.admin.cookie);
    await until(() => editor.events.synced && reader.events.synced);
    await call('POST', `${world.projectUrl}/pages/${page.id}/lock/`, world.member.cookie);
    await until(() => editor.events.stateless.some((message) => message.includes('keel:access')));
    write(editor.document, 'Written while locked');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(textOf(reader.document)).not.toContain('Written while locked');
    // Made private again, the page shuts out whoever is not its owner, there and then.
    await call('DELETE', `${world.projectUrl}/pages/${page.id}/lock/`, world.member.cookie);
    reader.events.closed = false;
    await call('POST', `${world.projectUrl}/pages/${page.id}/access/`, world.member.cookie, {
      access: 1,
    });
    await until(() => reader.events.closed);
  });

  it('keeps a guest out of another’s page where guests see only their own', async () => {
    const { world, page } = await pageOf();
    const editor = open(0, page.id, world.guest.cookie);
    await until(() => editor.events.failed || editor.events.closed || editor.events.synced);
    // A guest of a project that hides work from guests cannot open another's page.
    expect(editor.events.synced).toBe(false);
  });

  it('disconnects a member who leaves the project', async () => {
    const { world, call, page } = await pageOf();
    const editor = open(0, page.id, world.admin.cookie);
    const leaver = open(0, page.id, world.guest.cookie);
    await until(() => editor.events.synced);
    // The guest may not open another's page here; the member may, until removed.
    const member = open(0, page.id, world.member.cookie);
    await until(() => member.events.synced);
    const members = (await call('GET', `${world.projectUrl}/members/`, world.admin.cookie)).json<
      { id: string; member: string }[]
    >();
    const membership = members.find((row) => row.member === world.member.user.id);
    expect(membership).toBeDefined();
    member.events.closed = false;
    const removed = await call(
      'DELETE',
      `${world.projectUrl}/members/${membership?.id ?? ''}/`,
      world.admin.cookie,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await until(() => member.events.closed);
    expect(leaver.events.synced).toBe(false);
  });
});
