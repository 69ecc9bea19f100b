import {
  AppError,
  INTAKE_STATUS,
  ROLE,
  V1_DEFAULT_PER_PAGE,
  V1_MAX_PER_PAGE,
  V1CreateIntakeIssueBodySchema,
  V1IntakeIssueParamsSchema,
  V1IntakeIssueSchema,
  V1PageQuerySchema,
  V1ProjectParamsSchema,
  V1UpdateIntakeIssueBodySchema,
  v1PageSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  createIntakeItem,
  deleteIntakeItem,
  getIntakeItem,
  listIntakeItems,
  loadVisibleWorkItems,
  updateIntakeItem,
} from '#server/domains/work-items';
import { type ProjectActor, projectActorOf } from '#server/plugins/project-actor';
import { presentV1IntakeIssue } from './presenters/intake';
import { intakeIdOfWorkItem, intakeRows } from './v1-intake.queries';
import { presentV1WorkItems } from './v1-work-items.queries';

/** Every status: Plane's v1 list is the whole intake, whatever each request's status. */
const ALL_STATUSES = Object.values(INTAKE_STATUS).join(',');

const intakeNotFound = () => new AppError('NOT_FOUND');

/** Requests of the project (by request id) in v1 shape, their work items with the state expanded. */
async function presentV1IntakeIssues(db: Database, actor: ProjectActor, ids: readonly string[]) {
  const rows = await intakeRows(db, actor.project.id, ids);
  const records = await loadVisibleWorkItems(
    db,
    actor,
    rows.map((row) => row.work_item_id),
  );
  const items = await presentV1WorkItems(db, records, ['state']);
  const byItemId = new Map(items.map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const item = byItemId.get(row.work_item_id);
    return item ? [presentV1IntakeIssue(row, item)] : [];
  });
}

async function presentOne(db: Database, actor: ProjectActor, id: string) {
  const [presented] = await presentV1IntakeIssues(db, actor, [id]);
  if (!presented) throw intakeNotFound();
  return presented;
}

/** The request wrapping the work item of the URL (Plane names requests by their work item). */
async function requestIdOf(db: Database, actor: ProjectActor, workItemId: string) {
  const id = await intakeIdOfWorkItem(db, actor.project.id, workItemId);
  if (id === null) throw intakeNotFound();
  return id;
}

/**
 * A project's intake in Plane's v1 shape (`P/intake-issues/`), served by the work-items domain's
 * intake service with its rules: any project member may ask (guests see only their own requests
 * and change only their name and description), members and admins triage, the author or an
 * admin removes; a project with intake off answers 404.
 */
export const v1IntakeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/v1/workspaces/:slug/projects/:projectId/intake-issues/';
  const one = `${base}:issueId/`;
  const guest = { access: { projectRole: ROLE.guest } } as const;

  app.get(
    base,
    {
      config: guest,
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1PageQuerySchema,
        response: { 200: v1PageSchema(V1IntakeIssueSchema) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const page = await listIntakeItems({
        db,
        actor,
        query: {
          status: ALL_STATUSES,
          order_by: '-issue__created_at',
          per_page: request.query.per_page ?? V1_DEFAULT_PER_PAGE,
          cursor: request.query.cursor,
        },
        maxPerPage: V1_MAX_PER_PAGE,
      });
      const results = await presentV1IntakeIssues(
        db,
        actor,
        page.results.map((item) => item.id),
      );
      return { ...page, results, count: results.length };
    },
  );

  app.post(
    base,
    {
      config: guest,
      schema: {
        params: V1ProjectParamsSchema,
        body: V1CreateIntakeIssueBodySchema,
        response: { 201: V1IntakeIssueSchema },
      },
    },
    async (request, reply) => {
      const actor = projectActorOf(request);
      const created = await createIntakeItem({ db, actor, body: request.body });
      return reply.code(201).send(await presentOne(db, actor, created.id));
    },
  );

  app.get(
    one,
    {
      config: guest,
      schema: { params: V1IntakeIssueParamsSchema, response: { 200: V1IntakeIssueSchema } },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const id = await requestIdOf(db, actor, request.params.issueId);
      // The service says whether the caller may see it (guests: their own requests only).
      await getIntakeItem({ db, actor, id });
      return presentOne(db, actor, id);
    },
  );

  app.patch(
    one,
    {
      config: guest,
      schema: {
        params: V1IntakeIssueParamsSchema,
        body: V1UpdateIntakeIssueBodySchema,
        response: { 200: V1IntakeIssueSchema },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const id = await requestIdOf(db, actor, request.params.issueId);
      const { issue, ...status } = request.body;
      const edit =
        issue === undefined
          ? undefined
          : {
              ...(issue.name === undefined ? {} : { name: issue.name }),
              ...(issue.description_html === undefined
                ? {}
                : { description_html: issue.description_html }),
              ...(issue.priority === undefined ? {} : { priority: issue.priority }),
              ...(issue.labels === undefined ? {} : { label_ids: issue.labels }),
              ...(issue.assignees === undefined ? {} : { assignee_ids: issue.assignees }),
            };
      await updateIntakeItem({
        db,
        actor,
        id,
        body: { ...status, ...(edit === undefined ? {} : { issue: edit }) },
      });
      return presentOne(db, actor, id);
    },
  );

  app.delete(
    one,
    { config: guest, schema: { params: V1IntakeIssueParamsSchema } },
    async (request, reply) => {
      const actor = projectActorOf(request);
      const id = await requestIdOf(db, actor, request.params.issueId);
      await deleteIntakeItem({ db, actor, id });
      return reply.code(204).send();
    },
  );
};
