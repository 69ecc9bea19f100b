import {
  TimezoneListSchema,
  MessageSchema,
  NotificationPreferencesSchema,
  OnboardBodySchema,
  TourCompletedBodySchema,
  UpdateMeBodySchema,
  UpdateNotificationPreferencesBodySchema,
  UpdateProfileBodySchema,
  UserInstanceAdminSchema,
  UserMeSchema,
  UserProfileSchema,
  UserSessionSchema,
  UserSettingsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { requireUser } from '#server/plugins/access';
import { clearSessionCookie } from '#server/domains/auth';
import { listTimezones } from './timezones';
import {
  changeNotificationPreferences,
  changeProfile,
  deactivateMe,
  finishOnboarding,
  getInstanceAdminStatus,
  getNotificationPreferences,
  getProfile,
  getSession,
  getUserSettings,
  presentUser,
  setTourCompleted,
  updateMe,
} from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/users/session/',
    { config: { access: 'public' }, schema: { response: { 200: UserSessionSchema } } },
    async (request) => getSession(request.user),
  );

  app.get(
    '/api/timezones/',
    { config: { access: 'authenticated' }, schema: { response: { 200: TimezoneListSchema } } },
    async () => listTimezones(),
  );

  app.get(
    '/api/users/me/',
    { config: { access: 'authenticated' }, schema: { response: { 200: UserMeSchema } } },
    async (request) => presentUser(requireUser(request)),
  );

  app.patch(
    '/api/users/me/',
    {
      config: { access: 'authenticated' },
      schema: { body: UpdateMeBodySchema, response: { 200: UserMeSchema } },
    },
    async (request) => updateMe({ db, userId: requireUser(request).id, input: request.body }),
  );

  app.delete('/api/users/me/', { config: { access: 'authenticated' } }, async (request, reply) => {
    await deactivateMe({ db, user: requireUser(request) });
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });

  app.get(
    '/api/users/me/instance-admin/',
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: UserInstanceAdminSchema } },
    },
    async (request) => getInstanceAdminStatus({ db, userId: requireUser(request).id }),
  );

  app.get(
    '/api/users/me/profile/',
    { config: { access: 'authenticated' }, schema: { response: { 200: UserProfileSchema } } },
    async (request) => getProfile({ db, userId: requireUser(request).id }),
  );

  app.patch(
    '/api/users/me/profile/',
    {
      config: { access: 'authenticated' },
      schema: { body: UpdateProfileBodySchema, response: { 200: UserProfileSchema } },
    },
    async (request) => changeProfile({ db, userId: requireUser(request).id, input: request.body }),
  );

  app.patch(
    '/api/users/me/onboard/',
    {
      config: { access: 'authenticated' },
      schema: { body: OnboardBodySchema, response: { 200: MessageSchema } },
    },
    async (request) =>
      finishOnboarding({
        db,
        userId: requireUser(request).id,
        isOnboarded: request.body.is_onboarded,
      }),
  );

  app.patch(
    '/api/users/me/tour-completed/',
    {
      config: { access: 'authenticated' },
      schema: { body: TourCompletedBodySchema, response: { 200: MessageSchema } },
    },
    async (request) =>
      setTourCompleted({
        db,
        userId: requireUser(request).id,
        isTourCompleted: request.body.is_tour_completed,
      }),
  );

  app.get(
    '/api/users/me/settings/',
    { config: { access: 'authenticated' }, schema: { response: { 200: UserSettingsSchema } } },
    async (request) => getUserSettings({ db, user: requireUser(request) }),
  );

  app.get(
    '/api/users/me/notification-preferences/',
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: NotificationPreferencesSchema } },
    },
    async (request) => getNotificationPreferences({ db, userId: requireUser(request).id }),
  );

  app.patch(
    '/api/users/me/notification-preferences/',
    {
      config: { access: 'authenticated' },
      schema: {
        body: UpdateNotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) =>
      changeNotificationPreferences({ db, userId: requireUser(request).id, input: request.body }),
  );
};
