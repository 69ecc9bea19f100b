import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PAGE_DESCRIPTION_MAX_BYTES } from '@keel/core';
import { Hocuspocus, type Document, type Extension } from '@hocuspocus/server';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { WebSocket as WsSocket } from 'ws';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Database } from '#server/db/client';
import { collabUpdates, pages } from '#server/db/schema';
import {
  PAGE_COLLAB_CHANNEL,
  pageCollabAccess,
  readPageState,
  storeLiveDocument,
} from '#server/domains/pages';
import { fillFromHtml, htmlOf, replaceFromHtml } from './document-convert';

/** Where collaboration logs (the app's logger, or pino's). */
export interface CollabLog {
  debug: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/** Who a live connection is: set from the authenticated upgrade request. */
interface CollabContext {
  userId: string;
  workspaceId?: string;
}

/** Messages between processes on 'keel_collab' (NOTIFY payloads, JSON). */
type CollabNotice =
  | { type: 'update'; doc: string; pid: string; id: number; data?: string }
  | { type: 'awareness'; doc: string; pid: string; data: string }
  | { type: 'recheck'; page: string };

/** Updates applied from the database or another process: never published again. */
const REMOTE_ORIGIN = Symbol('keel-collab-remote');
/** A version put back: published to the other processes like an editor's change. */
const RESTORE_ORIGIN = Symbol('keel-collab-restore');
/** A stored document is written at most every this long while edits go on… */
const STORE_DEBOUNCE_MS = 2_000;
/** …and at least this often. */
const STORE_MAX_DEBOUNCE_MS = 10_000;
/** Updates older than this are in every stored document and are pruned. */
const UPDATE_RETENTION_MS = 60 * 60_000;
/** A NOTIFY payload is at most 8000 bytes: larger updates are read from the table instead. */
const INLINE_UPDATE_LIMIT = 6_000;
/** What a client hears when the page rules change its rights (a stateless message). */
export const COLLAB_ACCESS_MESSAGE = 'keel:access';
/** What a client hears when the document outgrew the limit. */
export const COLLAB_TOO_LARGE_MESSAGE = 'keel:too-large';
/** The WebSocket close code for a page the user may not open (Hocuspocus's "forbidden"). */
const FORBIDDEN_CLOSE = { code: 4403, reason: 'Forbidden' };

function contextOf(value: unknown): CollabContext {
  return value as CollabContext;
}

/**
 * Pages edited together (issue 19): Yjs documents served by Hocuspocus inside the process, one per
 * page (named by its id). A connection is the authenticated user's; it opens a page only by the
 * page rules (spec §6), and writes only while the page is writable (spec §4), checked again on
 * every change of access, lock, archive or membership. Documents are stored (Yjs state, HTML,
 * plain text, a version) a few seconds after edits. Several processes share each document through
 * PostgreSQL: every edit is kept in `collab_updates` and announced on 'keel_collab', and each
 * process applies the others' to its copy, so a document edited on two processes converges.
 */
export class CollabServer {
  readonly hocuspocus: Hocuspocus;
  private readonly db: Database;
  private readonly url: string | null;
  private readonly log: CollabLog;
  private readonly processId = randomUUID();
  private listener: pg.Client | null = null;
  private stopped = false;
  private pruneTimer: NodeJS.Timeout | null = null;
  /** Who last changed each document: the author of its next stored version. */
  private readonly lastEditors = new Map<string, string>();
  /** Awareness client ids of this process's own connections, per document. */
  private readonly localClients = new Map<string, Set<number>>();

  constructor(options: { db: Database; url: string | null; log: CollabLog }) {
    this.db = options.db;
    this.url = options.url;
    this.log = options.log;
    const extension: Extension = {
      extensionName: 'keel-pages',
      onConnect: async ({ documentName, context, connectionConfig }) => {
        const who = contextOf(context);
        const access = await pageCollabAccess(this.db, who.userId, documentName);
        if (!access) throw new Error('Forbidden');
        who.workspaceId = access.workspaceId;
        connectionConfig.readOnly = !access.canEdit;
      },
      onLoadDocument: async ({ document, documentName }) => {
        await this.load(document, documentName);
      },
      onChange: async ({ documentName, update, transactionOrigin, context }) => {
        if (transactionOrigin === REMOTE_ORIGIN) return;
        const who = contextOf(context);
        if (who.userId) this.lastEditors.set(documentName, who.userId);
        await this.publishUpdate(documentName, update);
      },
      onStoreDocument: async ({ document, documentName, context }) => {
        await this.store(document, documentName, contextOf(context));
      },
      onAwarenessUpdate: async ({ documentName, added, updated, removed, awareness }) => {
        await this.publishAwareness(documentName, awareness, { added, updated, removed });
      },
      afterUnloadDocument: async ({ documentName }) => {
        this.lastEditors.delete(documentName);
        this.localClients.delete(documentName);
      },
    };
    this.hocuspocus = new Hocuspocus({
      name: `keel-${this.processId}`,
      debounce: STORE_DEBOUNCE_MS,
      maxDebounce: STORE_MAX_DEBOUNCE_MS,
      quiet: true,
      extensions: [extension],
    });
  }

  /** Listens for the other processes' edits (without a database URL, this process is alone). */
  async start(): Promise<void> {
    this.pruneTimer = setInterval(() => {
      void this.prune();
    }, UPDATE_RETENTION_MS / 4);
    this.pruneTimer.unref();
    if (this.url === null) return;
    await this.listen(this.url);
  }

  private async listen(url: string): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      application_name: 'keel-collab',
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.payload) this.receive(message.payload);
    });
    const retry = () => {
      if (this.stopped || this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => undefined);
      setTimeout(() => {
        if (!this.stopped)
          this.listen(url).catch((error: unknown) => {
            this.log.warn({ err: error }, 'collab: cannot LISTEN yet');
          });
      }, 1_000).unref();
    };
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'collab: the LISTEN connection failed');
      retry();
    });
    client.on('end', retry);
    await client.connect();
    await client.query(`LISTEN ${PAGE_COLLAB_CHANNEL}`);
    this.listener = client;
  }

  /** Takes over an authenticated socket: its documents open by the page rules. */
  attach(socket: WsSocket, request: IncomingMessage, userId: string): void {
    const context: CollabContext = { userId };
    // Hocuspocus types the socket as the standard WebSocket, whose methods `ws` sockets have.
    this.hocuspocus.handleConnection(socket as unknown as globalThis.WebSocket, request, context);
  }

  /** Checks the connections of a page again (its access, lock or archive changed). */
  async recheck(pageId: string): Promise<void> {
    const document = this.hocuspocus.documents.get(pageId);
    if (!document) return;
    for (const { connection } of [...document.connections.values()]) {
      const who = contextOf(connection.context);
      const access = await pageCollabAccess(this.db, who.userId, pageId);
      if (!access) {
        connection.close(FORBIDDEN_CLOSE);
        continue;
      }
      if (connection.readOnly !== !access.canEdit) {
        connection.readOnly = !access.canEdit;
        connection.sendStateless(
          JSON.stringify({ type: COLLAB_ACCESS_MESSAGE, canEdit: access.canEdit }),
        );
      }
    }
  }

  /** Checks every connection of a user again (their memberships changed). */
  async recheckUser(userId: string): Promise<void> {
    for (const [name, document] of this.hocuspocus.documents)
      if (
        [...document.connections.values()].some(
          ({ connection }) => contextOf(connection.context).userId === userId,
        )
      )
        await this.recheck(name);
  }

  /**
   * Puts a document's body back to `html` (a version restored), as a change everyone sees live:
   * opened here with every edit other processes made, replaced in one transaction, published and
   * stored like any edit, authored by `userId`.
   */
  async replaceBody(pageId: string, html: string, userId: string): Promise<void> {
    const connection = await this.hocuspocus.openDirectConnection(pageId, { userId });
    try {
      this.lastEditors.set(pageId, userId);
      await connection.transact((document) => {
        document.transact(() => {
          replaceFromHtml(document, html);
        }, RESTORE_ORIGIN);
      });
    } finally {
      await connection.disconnect();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    // Stores what is pending, then closes every connection.
    const pending = [...this.hocuspocus.documents.values()].map((document) =>
      this.store(document, document.name, null).catch((error: unknown) => {
        this.log.error({ err: error }, 'collab: a document could not be stored at shutdown');
      }),
    );
    await Promise.all(pending);
    this.hocuspocus.closeConnections();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /**
   * Fills a document from storage: the stored Yjs state, or, for a page never edited live, its
   * HTML (claimed with a conditional write, so that two processes opening it at once do not both
   * build it); then the recent updates not yet stored.
   */
  private async load(document: Document, pageId: string): Promise<void> {
    const stored = await readPageState(this.db, pageId);
    if (!stored) return;
    let state = stored.binary;
    if (state === null) {
      const seed = new Y.Doc();
      fillFromHtml(seed, stored.html);
      const built = Buffer.from(Y.encodeStateAsUpdate(seed));
      seed.destroy();
      const claimed = await this.db
        .update(pages)
        .set({ description_binary: built })
        .where(and(sql`${pages.id}::text = ${pageId}`, sql`${pages.description_binary} is null`))
        .returning({ id: pages.id });
      state = claimed.length > 0 ? built : ((await readPageState(this.db, pageId))?.binary ?? null);
    }
    if (state !== null) Y.applyUpdate(document, state, REMOTE_ORIGIN);
    const recent = await this.db
      .select({ update: collabUpdates.update })
      .from(collabUpdates)
      .where(eq(collabUpdates.document, pageId))
      .orderBy(asc(collabUpdates.id));
    for (const { update } of recent) Y.applyUpdate(document, update, REMOTE_ORIGIN);
  }

  private async store(
    document: Document,
    pageId: string,
    context: CollabContext | null,
  ): Promise<void> {
    const state = Buffer.from(Y.encodeStateAsUpdate(document));
    if (state.length > PAGE_DESCRIPTION_MAX_BYTES) {
      this.log.warn({ page: pageId, bytes: state.length }, 'collab: a page outgrew the limit');
      document.broadcastStateless(JSON.stringify({ type: COLLAB_TOO_LARGE_MESSAGE }));
      return;
    }
    const userId = this.lastEditors.get(pageId) ?? context?.userId;
    const workspaceId = context?.workspaceId;
    const [page] = await this.db
      .select({ workspaceId: pages.workspace_id })
      .from(pages)
      .where(sql`${pages.id}::text = ${pageId}`);
    if (!page || userId === undefined) return;
    await storeLiveDocument(this.db, {
      pageId,
      workspaceId: workspaceId ?? page.workspaceId,
      userId,
      binary: state,
      html: htmlOf(document),
    });
  }

  private async notify(notice: CollabNotice): Promise<void> {
    await this.db.execute(sql`select pg_notify(${PAGE_COLLAB_CHANNEL}, ${JSON.stringify(notice)})`);
  }

  private async publishUpdate(pageId: string, update: Uint8Array): Promise<void> {
    const [row] = await this.db
      .insert(collabUpdates)
      .values({ document: pageId, update: Buffer.from(update), process_id: this.processId })
      .returning({ id: collabUpdates.id });
    if (!row) return;
    const data = Buffer.from(update).toString('base64');
    await this.notify({
      type: 'update',
      doc: pageId,
      pid: this.processId,
      id: row.id,
      ...(data.length <= INLINE_UPDATE_LIMIT ? { data } : {}),
    });
  }

  private async publishAwareness(
    pageId: string,
    awareness: Document['awareness'],
    changes: { added: number[]; updated: number[]; removed: number[] },
  ): Promise<void> {
    const document = this.hocuspocus.documents.get(pageId);
    if (!document) return;
    // Only this process's own editors: the others' states came from the database.
    const own = new Set<number>();
    for (const { clients } of document.connections.values())
      for (const client of clients) own.add(client as number);
    const known = this.localClients.get(pageId) ?? new Set<number>();
    const changed = [...changes.added, ...changes.updated].filter((id) => own.has(id));
    const gone = changes.removed.filter((id) => known.has(id));
    for (const id of changed) known.add(id);
    for (const id of gone) known.delete(id);
    this.localClients.set(pageId, known);
    if (changed.length + gone.length === 0) return;
    const data = Buffer.from(encodeAwarenessUpdate(awareness, [...changed, ...gone])).toString(
      'base64',
    );
    if (data.length > INLINE_UPDATE_LIMIT) return;
    await this.notify({ type: 'awareness', doc: pageId, pid: this.processId, data });
  }

  private receive(payload: string): void {
    let notice: CollabNotice;
    try {
      notice = JSON.parse(payload) as CollabNotice;
    } catch {
      return;
    }
    if (notice.type === 'recheck') {
      void this.recheck(notice.page).catch((error: unknown) => {
        this.log.error({ err: error }, 'collab: cannot check a page’s editors again');
      });
      return;
    }
    if (notice.pid === this.processId) return;
    const document = this.hocuspocus.documents.get(notice.doc);
    if (!document) return;
    if (notice.type === 'awareness') {
      applyAwarenessUpdate(document.awareness, Buffer.from(notice.data, 'base64'), REMOTE_ORIGIN);
      return;
    }
    void this.updateOf(notice).then(
      (update) => {
        if (update) Y.applyUpdate(document, update, REMOTE_ORIGIN);
      },
      (error: unknown) => {
        this.log.error({ err: error }, 'collab: cannot read another process’s update');
      },
    );
  }

  private async updateOf(notice: Extract<CollabNotice, { type: 'update' }>) {
    if (notice.data !== undefined) return Buffer.from(notice.data, 'base64');
    const [row] = await this.db
      .select({ update: collabUpdates.update })
      .from(collabUpdates)
      .where(eq(collabUpdates.id, notice.id));
    return row?.update ?? null;
  }

  private async prune(): Promise<void> {
    try {
      await this.db
        .delete(collabUpdates)
        .where(lt(collabUpdates.created_at, new Date(Date.now() - UPDATE_RETENTION_MS)));
    } catch (error) {
      this.log.warn({ err: error }, 'collab: cannot prune the shared updates');
    }
  }
}
