import {
  IntakeFormSettingsSchema,
  PUBLIC_INTAKE_PER_HOUR,
  PUBLIC_INTAKE_PER_MINUTE,
  ProjectScopeParamsSchema,
  PublicIntakeAnchorParamsSchema,
  PublicIntakeFormSchema,
  PublicIntakeSubmissionSchema,
  ROLE,
  UpdateIntakeFormBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { clientAddress, type RateLimit } from '#server/plugins/rate-limit';
import { projectActorOf } from '../kernel/actor';
import {
  describePublicIntakeForm,
  getIntakeForm,
  regenerateIntakeFormAnchor,
  setIntakeFormEnabled,
  submitPublicIntake,
} from './intake-form.service';

/** One address may send a few requests a minute, and not many more an hour, across all forms. */
const SUBMISSION_LIMITS: RateLimit[] = [
  { name: 'public-intake', max: PUBLIC_INTAKE_PER_MINUTE, windowMs: 60_000, key: clientAddress },
  {
    name: 'public-intake-hour',
    max: PUBLIC_INTAKE_PER_HOUR,
    windowMs: 3_600_000,
    key: clientAddress,
  },
];

/**
 * The public intake form (issue 18, beyond Plane's free edition): its settings for the project's
 * admins under `…/projects/{id}/intake-form/`, and the form itself under Plane's public prefix
 * `/api/public/anchor/{anchor}/intake/`, open to anyone who has the link.
 */
export const intakeFormRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const settings = '/api/workspaces/:slug/projects/:projectId/intake-form/';

  app.get(
    settings,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: { params: ProjectScopeParamsSchema, response: { 200: IntakeFormSettingsSchema } },
    },
    async (request) => getIntakeForm({ db, actor: projectActorOf(request) }),
  );

  app.patch(
    settings,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: UpdateIntakeFormBodySchema,
        response: { 200: IntakeFormSettingsSchema },
      },
    },
    async (request) =>
      setIntakeFormEnabled({
        db,
        actor: projectActorOf(request),
        isEnabled: request.body.is_enabled,
      }),
  );

  app.post(
    `${settings}regenerate/`,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: { params: ProjectScopeParamsSchema, response: { 200: IntakeFormSettingsSchema } },
    },
    async (request) => regenerateIntakeFormAnchor({ db, actor: projectActorOf(request) }),
  );

  const form = '/api/public/anchor/:anchor/intake/';

  app.get(
    form,
    {
      config: {
        access: 'public',
        rateLimits: [
          { name: 'public-intake-read', max: 120, windowMs: 60_000, key: clientAddress },
        ],
      },
      schema: { params: PublicIntakeAnchorParamsSchema, response: { 200: PublicIntakeFormSchema } },
    },
    async (request) => describePublicIntakeForm({ db, anchor: request.params.anchor }),
  );

  app.post(
    form,
    {
      config: { access: 'public', rateLimits: SUBMISSION_LIMITS },
      schema: {
        params: PublicIntakeAnchorParamsSchema,
        body: PublicIntakeSubmissionSchema,
        response: { 201: z.object({ received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const isKept = await submitPublicIntake({
        db,
        anchor: request.params.anchor,
        body: request.body,
      });
      if (!isKept) request.log.info('public intake: a filled honeypot was answered and dropped');
      // A robot that filled the honeypot hears the same answer as a person.
      return reply.code(201).send({ received: true });
    },
  );
};
