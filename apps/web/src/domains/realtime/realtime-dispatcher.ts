import type { RealtimeEntity, RealtimeEvent } from '@keel/core';
import type { RealtimeHandlers } from './realtime-connection';

/** Handles one domain's events; `slug` is the event's workspace, as this client knows it. */
export type RealtimeEventHandler = (event: RealtimeEvent, slug: string) => void;

/** Reads again what a domain holds of a workspace, after a gap too old to replay. */
export type RealtimeResyncHandler = (slug: string) => void | Promise<void>;

/**
 * Hands realtime events to the domains that registered for their entity (issue 15 §2): each domain
 * keeps its own handlers in its folder (`*-realtime.ts`) and registers them once, when the root
 * store is built; the realtime code knows no domain.
 */
export class RealtimeDispatcher implements RealtimeHandlers {
  readonly #slugOf: (workspaceId: string) => string | undefined;
  readonly #byEntity = new Map<RealtimeEntity, Set<RealtimeEventHandler>>();
  readonly #resyncs = new Set<RealtimeResyncHandler>();
  readonly #revokes = new Set<(slug: string) => void>();
  readonly #disposers = new Set<() => void>();

  constructor(options: { slugOf: (workspaceId: string) => string | undefined }) {
    this.#slugOf = options.slugOf;
  }

  /** Registers a handler for events about any of `entities`; answers the function that stops. */
  on(entities: readonly RealtimeEntity[], handler: RealtimeEventHandler): () => void {
    for (const entity of entities) {
      let handlers = this.#byEntity.get(entity);
      if (!handlers) this.#byEntity.set(entity, (handlers = new Set()));
      handlers.add(handler);
    }
    return () => {
      for (const entity of entities) this.#byEntity.get(entity)?.delete(handler);
    };
  }

  /** Registers what a domain reads again after a resync. */
  onWorkspaceResync(handler: RealtimeResyncHandler): () => void {
    this.#resyncs.add(handler);
    return () => this.#resyncs.delete(handler);
  }

  /** Registers what a domain does when the person loses access to a workspace. */
  onWorkspaceRevoked(handler: (slug: string) => void): () => void {
    this.#revokes.add(handler);
    return () => this.#revokes.delete(handler);
  }

  /** Registers cleanup for when the page goes away (pending reads, timers). */
  onDispose(dispose: () => void): void {
    this.#disposers.add(dispose);
  }

  onEvent(event: RealtimeEvent): void {
    const slug = this.#slugOf(event.workspace_id);
    if (slug === undefined) return;
    for (const handler of [...(this.#byEntity.get(event.entity) ?? [])]) handler(event, slug);
  }

  async onResync(slug: string): Promise<void> {
    await Promise.all(
      [...this.#resyncs].map(async (resync) => {
        await resync(slug);
      }),
    );
  }

  onRevoked(slug: string): void {
    for (const revoked of [...this.#revokes]) revoked(slug);
  }

  /** Stops pending work (the page is going away). */
  dispose(): void {
    for (const dispose of [...this.#disposers]) dispose();
  }
}

/** Starts a read whose failure only means what is shown stays (the next event brings it). */
export function readQuietly(read: Promise<unknown>): void {
  read.catch(() => undefined);
}

/** A store of per-project lists (states, labels, cycles, modules) as realtime reads it again. */
export interface ProjectListReader {
  /** Whether the project's list is held (only held lists are read again). */
  isLoaded: (projectId: string) => boolean;
  fetch: (slug: string, projectId: string) => Promise<void>;
}

/**
 * A project's list is read again when one of its `entities` changes, or after a resync, if it is
 * loaded: what the states, labels, cycles and modules stores share.
 */
export function registerProjectListRealtime(
  dispatcher: RealtimeDispatcher,
  entities: readonly RealtimeEntity[],
  reader: ProjectListReader,
  projectIdsOf: (slug: string) => readonly string[],
): void {
  dispatcher.on(entities, (event, slug) => {
    const projectId = event.project_id;
    if (projectId !== null && reader.isLoaded(projectId))
      readQuietly(reader.fetch(slug, projectId));
  });
  dispatcher.onWorkspaceResync(async (slug) => {
    const loaded = projectIdsOf(slug).filter((projectId) => reader.isLoaded(projectId));
    await Promise.allSettled(loaded.map((projectId) => reader.fetch(slug, projectId)));
  });
}
