import {
  AddSubscribersBodySchema,
  BulkSubscribeBodySchema,
  ProjectScopeParamsSchema,
  ROLE,
  SubscriptionStatusSchema,
  WorkItemSubscriberMemberListSchema,
  WorkItemSubscriberParamsSchema,
  WorkItemSubscriberSchema,
  WorkItemSubscriptionParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import {
  addWorkItemSubscribers,
  bulkSubscribe,
  listSubscribers,
  removeWorkItemSubscriber,
  subscribe,
  subscriptionStatus,
  unsubscribe,
} from './subscriptions.service';

/**
 * Who follows a work item (Plane's IssueSubscriberViewSet): anyone who can see an item follows or
 * leaves it themselves; members and admins add others; admins remove anyone.
 */
export const workItemSubscriptionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const project = '/api/workspaces/:slug/projects/:projectId';
  const subscribeUrl = `${project}/issues/:id/subscribe/`;
  const subscribers = `${project}/issues/:id/issue-subscribers/`;
  const anyone = { projectRole: ROLE.guest };

  app.get(
    subscribeUrl,
    {
      config: { access: anyone },
      schema: {
        params: WorkItemSubscriptionParamsSchema,
        response: { 200: SubscriptionStatusSchema },
      },
    },
    async (request) =>
      subscriptionStatus({ db, actor: projectActorOf(request), id: request.params.id }),
  );

  app.post(
    subscribeUrl,
    {
      config: { access: anyone },
      schema: {
        params: WorkItemSubscriptionParamsSchema,
        response: { 201: WorkItemSubscriberSchema },
      },
    },
    async (request, reply) => {
      const created = await subscribe({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    subscribeUrl,
    { config: { access: anyone }, schema: { params: WorkItemSubscriptionParamsSchema } },
    async (request, reply) => {
      await unsubscribe({ db, actor: projectActorOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    subscribers,
    {
      config: { access: anyone },
      schema: {
        params: WorkItemSubscriptionParamsSchema,
        response: { 200: WorkItemSubscriberMemberListSchema },
      },
    },
    async (request) =>
      listSubscribers({ db, actor: projectActorOf(request), id: request.params.id }),
  );

  app.post(
    subscribers,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: WorkItemSubscriptionParamsSchema,
        body: AddSubscribersBodySchema,
        response: { 201: WorkItemSubscriberMemberListSchema },
      },
    },
    async (request, reply) => {
      const list = await addWorkItemSubscribers({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        subscriberIds: request.body.subscriber_ids,
      });
      return reply.code(201).send(list);
    },
  );

  app.delete(
    `${subscribers}:subscriberId/`,
    { config: { access: anyone }, schema: { params: WorkItemSubscriberParamsSchema } },
    async (request, reply) => {
      await removeWorkItemSubscriber({
        db,
        actor: projectActorOf(request),
        id: request.params.id,
        subscriberId: request.params.subscriberId,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    `${project}/bulk-subscribe-issues/`,
    {
      config: { access: anyone },
      schema: { params: ProjectScopeParamsSchema, body: BulkSubscribeBodySchema },
    },
    async (request, reply) => {
      await bulkSubscribe({
        db,
        actor: projectActorOf(request),
        issueIds: request.body.issue_ids,
      });
      return reply.code(204).send();
    },
  );
};
