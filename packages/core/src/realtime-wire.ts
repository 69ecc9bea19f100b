import { z } from 'zod';

/**
 * The realtime protocol on `WS /ws` (issue 8). Every committed write leaves an event in the
 * outbox in its own transaction; each server process LISTENs and forwards the events a socket's
 * user may see. Versions increase across the whole instance, so a client that reconnects asks for
 * what came after the last version it applied.
 */

/** What an event is about. Sub-resources of a work item carry `work_item_id`. */
export const REALTIME_ENTITIES = [
  'work_item',
  'work_item_comment',
  'work_item_reaction',
  'comment_reaction',
  'work_item_relation',
  'work_item_link',
  'work_item_attachment',
  'state',
  'label',
  'project',
  'project_member',
  'workspace_member',
  'cycle',
  'module',
  /** A person's new notifications: told to them alone (member_id), to read their inbox again. */
  'notification',
  /** A project's intake request (work_item_id its work item): asked, triaged, edited, removed. */
  'intake_item',
  /**
   * A page (workspace-level: project_id null). Captured for webhooks only; never sent on the
   * socket, which cannot tell who may see a private page.
   */
  'page',
] as const;
export type RealtimeEntity = (typeof REALTIME_ENTITIES)[number];

export const REALTIME_OPERATIONS = ['create', 'update', 'delete'] as const;
export type RealtimeOperation = (typeof REALTIME_OPERATIONS)[number];

export const RealtimeEventSchema = z.object({
  /** Increases by one per event across the instance (the outbox's bigserial, as a number). */
  version: z.number().int(),
  entity: z.enum(REALTIME_ENTITIES),
  entity_id: z.string(),
  operation: z.enum(REALTIME_OPERATIONS),
  workspace_id: z.string(),
  /** Null for workspace-level entities (workspace members). */
  project_id: z.string().nullable(),
  /** The work item a sub-resource belongs to; for a work item, its own id. */
  work_item_id: z.string().nullable(),
  /**
   * The fields that changed (update) or that the new row holds (create). Names are the wire's
   * (snake_case, as the API answers them), so a client can tell whether it holds them.
   */
  fields: z.array(z.string()),
  /**
   * New values of the changed scalar fields, when they map one-to-one onto the wire shape; null
   * when the client must fetch the entity (e.g. assignee or label changes).
   */
  data: z.record(z.string(), z.unknown()).nullable(),
  /** Who made the change; null for system changes. The client reconciles its own writes. */
  actor_id: z.string().nullable(),
  created_at: z.string(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** Client → server messages. */
export const RealtimeClientMessageSchema = z.discriminatedUnion('type', [
  /** Start (or resume) receiving a workspace's events; `since` is the last version applied. */
  z.object({
    type: z.literal('subscribe'),
    workspace_slug: z.string(),
    since: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('unsubscribe'), workspace_slug: z.string() }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessageSchema>;

/** Server → client messages. */
export const RealtimeServerMessageSchema = z.discriminatedUnion('type', [
  /** After a subscribe: the replay (if any) is done and live events follow from `version`. */
  z.object({
    type: z.literal('subscribed'),
    workspace_slug: z.string(),
    version: z.number().int(),
  }),
  z.object({ type: z.literal('event'), event: RealtimeEventSchema }),
  /** The gap since `since` is older than the outbox keeps: refetch everything shown. */
  z.object({
    type: z.literal('resync'),
    workspace_slug: z.string(),
    version: z.number().int(),
  }),
  /** Access to the workspace ended (removed, deactivated): the client stops listening there. */
  z.object({ type: z.literal('revoked'), workspace_slug: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type RealtimeServerMessage = z.infer<typeof RealtimeServerMessageSchema>;

/** How often the client pings and how long without a message before a socket counts as dead. */
export const REALTIME_HEARTBEAT_MS = 15_000;
export const REALTIME_DEAD_AFTER_MS = 40_000;

/**
 * Close codes the server uses besides the standard ones: the session behind the socket ended
 * (signed out, expired, user deactivated), so reconnecting needs a new sign-in; and the socket fell
 * too far behind (unsent data piled up), so the client reconnects and resumes from its version.
 */
export const REALTIME_CLOSE_SESSION_ENDED = 4401;
export const REALTIME_CLOSE_TOO_SLOW = 4008;
