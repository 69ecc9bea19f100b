import {
  BudgetSourceOptionsSchema,
  CatalogueEntryListSchema,
  CatalogueEntrySchema,
  CreateCatalogueEntryBodySchema,
  ProjectItemParamsSchema,
  ProjectScopeParamsSchema,
  ROLE,
  UpdateBudgetSourceOptionsBodySchema,
  UpdateCatalogueEntryBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireProject } from '#server/plugins/access';
import {
  type Catalogue,
  createEntry,
  CUSTOMERS,
  deleteEntry,
  listEntries,
  setBudgetSourceOptions,
  SHOPS,
  updateEntry,
} from './catalogues.service';

/**
 * A project's shops and customers (spec business fields) and its budget source options: read by
 * any project member, changed by admins and members (spec §6 tab table).
 */
export const cataloguesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const catalogues: [string, Catalogue][] = [
    ['shops', SHOPS],
    ['customers', CUSTOMERS],
  ];
  for (const [segment, catalogue] of catalogues) {
    const base = `/api/workspaces/:slug/projects/:projectId/${segment}/`;

    app.get(
      base,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: ProjectScopeParamsSchema, response: { 200: CatalogueEntryListSchema } },
      },
      async (request) => listEntries(db, catalogue, requireProject(request).project.id),
    );

    app.post(
      base,
      {
        config: { access: { projectRole: ROLE.member } },
        schema: {
          params: ProjectScopeParamsSchema,
          body: CreateCatalogueEntryBodySchema,
          response: { 201: CatalogueEntrySchema },
        },
      },
      async (request, reply) => {
        const { user, project } = requireProject(request);
        const entry = await createEntry({
          db,
          catalogue,
          workspaceId: project.workspace_id,
          projectId: project.id,
          actorId: user.id,
          body: request.body,
        });
        return reply.code(201).send(entry);
      },
    );

    app.patch(
      `${base}:id/`,
      {
        config: { access: { projectRole: ROLE.member } },
        schema: {
          params: ProjectItemParamsSchema,
          body: UpdateCatalogueEntryBodySchema,
          response: { 200: CatalogueEntrySchema },
        },
      },
      async (request) => {
        const { user, project } = requireProject(request);
        return updateEntry({
          db,
          catalogue,
          projectId: project.id,
          id: request.params.id,
          actorId: user.id,
          body: request.body,
        });
      },
    );

    app.delete(
      `${base}:id/`,
      {
        config: { access: { projectRole: ROLE.member } },
        schema: { params: ProjectItemParamsSchema },
      },
      async (request, reply) => {
        const { user, project } = requireProject(request);
        await deleteEntry({
          db,
          catalogue,
          projectId: project.id,
          id: request.params.id,
          actorId: user.id,
        });
        return reply.code(204).send();
      },
    );
  }

  const budgetPath = '/api/workspaces/:slug/projects/:projectId/budget-source-options/';
  app.get(
    budgetPath,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: { params: ProjectScopeParamsSchema, response: { 200: BudgetSourceOptionsSchema } },
    },
    async (request) => ({ options: requireProject(request).project.budget_source_options }),
  );

  app.patch(
    budgetPath,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: UpdateBudgetSourceOptionsBodySchema,
        response: { 200: BudgetSourceOptionsSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      return setBudgetSourceOptions({
        db,
        projectId: project.id,
        actorId: user.id,
        options: request.body.options,
      });
    },
  );
};
