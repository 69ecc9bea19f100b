import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '#server/db/executor';
import { KEEL_VERSION } from '#server/version';
import type { Actor } from '../kernel/actor';
import { readListVersion } from './list-version.queries';

/**
 * Work-item lists are the caller's own and checked on every use: the browser keeps an answer and
 * asks again with If-None-Match, and an unchanged list costs one primary-key read (a 304).
 */
export const LIST_CACHE_CONTROL = 'private, no-cache';

/** Where a list request stands against the project's changes. */
export interface ListFreshness {
  /** The project's list version (readListVersion): what cached totals are keyed by. */
  version: string;
  /** Today in UTC (YYYY-MM-DD), which anchors relative date filters: part of the ETag. */
  today: string;
  /** A weak ETag: the answer is the same for as long as it is, though not byte for byte. */
  etag: string;
  /** The request's If-None-Match names `etag`: answer 304 without computing the list. */
  unchanged: boolean;
}

/** A weak ETag over everything an answer depends on. */
export function listEtag(parts: readonly string[]): string {
  const digest = createHash('sha256').update(parts.join('\n')).digest('base64url');
  return `W/"${digest.slice(0, 32)}"`;
}

/** Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Where a request for a project's list (its project list, grouped or not, a cycle's or a
 * module's, a sync page) stands: its ETag, and whether the caller already has that answer. The
 * ETag covers what the answer depends on besides the data: the request's path and query (filters,
 * grouping, order, page), the caller and their role (guests see only their own items where the
 * project says so; is_subscribed is the caller's), the project's guest setting, today (relative
 * dates) and Keel's version (the shape); and the data through the project's and workspace's list
 * version, which every committed change a list shows moves (items and their labels, assignees,
 * modules, links and attachments, subscriptions; states, labels, cycles, modules, members,
 * estimate points, first names; the project itself). One primary-key read; nothing of the list.
 */
export async function checkListFreshness(options: {
  db: Executor;
  request: FastifyRequest;
  actor: Actor;
}): Promise<ListFreshness> {
  const { request, actor } = options;
  const version = await readListVersion(options.db, {
    projectId: actor.project.id,
    workspaceId: actor.project.workspace_id,
  });
  const today = new Date().toISOString().slice(0, 10);
  const etag = listEtag([
    KEEL_VERSION,
    request.url,
    actor.userId,
    String(actor.role),
    String(actor.project.guest_view_all_features),
    today,
    version,
  ]);
  return { version, today, etag, unchanged: matchesEtag(request.headers['if-none-match'], etag) };
}

/**
 * Puts the list's ETag and Cache-Control on a 200 or a 304; never on an error, which a browser
 * would otherwise keep and revalidate.
 */
export function tagList(reply: FastifyReply, freshness: ListFreshness): FastifyReply {
  return reply.header('etag', freshness.etag).header('cache-control', LIST_CACHE_CONTROL);
}
