import {
  AppError,
  ErrorBodySchema,
  ROLE,
  V1ActivitySchema,
  V1CommentSchema,
  V1CreateCommentBodySchema,
  V1CreateLinkBodySchema,
  V1LinkSchema,
  V1PageQuerySchema,
  V1UpdateCommentBodySchema,
  V1UpdateLinkBodySchema,
  V1WorkItemChildParamsSchema,
  V1WorkItemParamsSchema,
  isCommentEntry,
  v1PageSchema,
} from '@keel/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import {
  createComment,
  createWorkItemLink,
  deleteComment,
  deleteWorkItemLink,
  getComment,
  listComments,
  listWorkItemLinks,
  updateComment,
  updateWorkItemLink,
  workItemHistory,
} from '#server/domains/work-items';
import { type ProjectActor, projectActorOf } from '#server/plugins/project-actor';
import { paginateV1 } from './pagination';
import { presentV1ActivityEntry, presentV1Comment, presentV1Link } from './presenters';
import { commentRows, linkRows } from './v1-threads.queries';

/** Plane's answer for an activity that is not the item's (IssueActivityDetailAPIEndpoint). */
const ACTIVITY_NOT_FOUND = { message: 'Activity not found.', code: 'NOT_FOUND' };
/** That answer, or the app's error body (an item the caller cannot see is the app's 404). */
const ActivityNotFoundSchema = z.union([
  z.object({ message: z.string(), code: z.string() }),
  ErrorBodySchema,
]);

async function v1Comments(db: Executor, ids: string[]) {
  return (await commentRows(db, ids)).map((row) => presentV1Comment(row));
}

async function v1Comment(db: Executor, id: string) {
  const [comment] = await v1Comments(db, [id]);
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  return comment;
}

async function v1Link(db: Executor, id: string) {
  const [row] = await linkRows(db, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return presentV1Link(row);
}

/** The item's changes other than comments, votes, reactions and drafts, oldest first (Plane). */
async function v1Activities(db: Executor, actor: ProjectActor, id: string) {
  const history = await workItemHistory({
    db,
    actor,
    id,
    query: { activity_type: 'issue-property' },
  });
  return history.flatMap((entry) => (isCommentEntry(entry) ? [] : [presentV1ActivityEntry(entry)]));
}

/**
 * A work item's links, comments and activities in Plane's v1 shape, under `issues/` and
 * `work-items/`, served by the app's links, comments and history services with their rules:
 * whoever can see the item reads all three and comments; members and admins write links; a
 * comment is edited by its author and deleted by its author or an admin. Lists are Plane's
 * pages: links and comments newest first, activities oldest first.
 */
export const v1ThreadsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const segment of ['issues', 'work-items']) {
    const item = `/api/v1/workspaces/:slug/projects/:projectId/${segment}/:issueId/`;
    const reader = { access: { projectRole: ROLE.guest } };
    const writer = { access: { projectRole: ROLE.member } };

    app.get(
      `${item}links/`,
      {
        config: reader,
        schema: {
          params: V1WorkItemParamsSchema,
          querystring: V1PageQuerySchema,
          response: { 200: v1PageSchema(V1LinkSchema) },
        },
      },
      async (request) => {
        const actor = projectActorOf(request);
        const links = await listWorkItemLinks({ db, actor, id: request.params.issueId });
        const rows = await linkRows(
          db,
          links.map((link) => link.id),
        );
        return paginateV1(rows.map(presentV1Link), request.query);
      },
    );

    app.post(
      `${item}links/`,
      {
        config: writer,
        schema: {
          params: V1WorkItemParamsSchema,
          body: V1CreateLinkBodySchema,
          response: { 201: V1LinkSchema },
        },
      },
      async (request, reply) => {
        const created = await createWorkItemLink({
          db,
          actor: projectActorOf(request),
          id: request.params.issueId,
          body: request.body,
        });
        return reply.code(201).send(await v1Link(db, created.id));
      },
    );

    app.get(
      `${item}links/:pk/`,
      {
        config: reader,
        schema: { params: V1WorkItemChildParamsSchema, response: { 200: V1LinkSchema } },
      },
      async (request) => {
        const { issueId, pk } = request.params;
        const links = await listWorkItemLinks({ db, actor: projectActorOf(request), id: issueId });
        const found = links.find((link) => link.id === pk);
        if (!found) throw new AppError('NOT_FOUND');
        return v1Link(db, found.id);
      },
    );

    app.patch(
      `${item}links/:pk/`,
      {
        config: writer,
        schema: {
          params: V1WorkItemChildParamsSchema,
          body: V1UpdateLinkBodySchema,
          response: { 200: V1LinkSchema },
        },
      },
      async (request) => {
        const updated = await updateWorkItemLink({
          db,
          actor: projectActorOf(request),
          id: request.params.issueId,
          linkId: request.params.pk,
          body: request.body,
        });
        return v1Link(db, updated.id);
      },
    );

    app.delete(
      `${item}links/:pk/`,
      { config: writer, schema: { params: V1WorkItemChildParamsSchema } },
      async (request, reply) => {
        await deleteWorkItemLink({
          db,
          actor: projectActorOf(request),
          id: request.params.issueId,
          linkId: request.params.pk,
        });
        return reply.code(204).send();
      },
    );

    app.get(
      `${item}comments/`,
      {
        config: reader,
        schema: {
          params: V1WorkItemParamsSchema,
          querystring: V1PageQuerySchema,
          response: { 200: v1PageSchema(V1CommentSchema) },
        },
      },
      async (request) => {
        const actor = projectActorOf(request);
        const comments = await listComments({ db, actor, id: request.params.issueId });
        const newestFirst = comments.map((comment) => comment.id).reverse();
        return paginateV1(await v1Comments(db, newestFirst), request.query);
      },
    );

    app.post(
      `${item}comments/`,
      {
        config: reader,
        schema: {
          params: V1WorkItemParamsSchema,
          body: V1CreateCommentBodySchema,
          response: { 201: V1CommentSchema },
        },
      },
      async (request, reply) => {
        const created = await createComment({
          db,
          actor: projectActorOf(request),
          id: request.params.issueId,
          body: request.body,
        });
        return reply.code(201).send(await v1Comment(db, created.id));
      },
    );

    app.get(
      `${item}comments/:pk/`,
      {
        config: reader,
        schema: { params: V1WorkItemChildParamsSchema, response: { 200: V1CommentSchema } },
      },
      async (request) => {
        const found = await getComment({
          db,
          actor: projectActorOf(request),
          id: request.params.issueId,
          commentId: request.params.pk,
        });
        return v1Comment(db, found.id);
      },
    );

    app.patch(
      `${item}comments/:pk/`,
      {
        config: reader,
        schema: {
          params: V1WorkItemChildParamsSchema,
          body: V1UpdateCommentBodySchema,
          response: { 200: V1CommentSchema },
        },
      },
      async (request) => {
        const updated = await updateComment({
          db,
          actor: projectActorOf(request),
          id: request.params.issueId,
          commentId: request.params.pk,
          body: request.body,
        });
        return v1Comment(db, updated.id);
      },
    );

    app.delete(
      `${item}comments/:pk/`,
      { config: reader, schema: { params: V1WorkItemChildParamsSchema } },
      async (request, reply) => {
        await deleteComment({
          db,
          actor: projectActorOf(request),
          id: request.params.issueId,
          commentId: request.params.pk,
        });
        return reply.code(204).send();
      },
    );

    app.get(
      `${item}activities/`,
      {
        config: reader,
        schema: {
          params: V1WorkItemParamsSchema,
          querystring: V1PageQuerySchema,
          response: { 200: v1PageSchema(V1ActivitySchema) },
        },
      },
      async (request) => {
        const activities = await v1Activities(db, projectActorOf(request), request.params.issueId);
        return paginateV1(activities, request.query);
      },
    );

    app.get(
      `${item}activities/:pk/`,
      {
        config: reader,
        schema: {
          params: V1WorkItemChildParamsSchema,
          response: { 200: V1ActivitySchema, 404: ActivityNotFoundSchema },
        },
      },
      async (request, reply) => {
        const { issueId, pk } = request.params;
        const activities = await v1Activities(db, projectActorOf(request), issueId);
        const found = activities.find((activity) => activity.id === pk);
        if (!found) return reply.code(404).send(ACTIVITY_NOT_FOUND);
        return found;
      },
    );
  }
};
