import {
  ChangePasswordRequestSchema,
  EmailRequestSchema,
  MessageSchema,
  ResetPasswordFormSchema,
  ResetPasswordParamsSchema,
  SetPasswordRequestSchema,
  matchAcceptLanguage,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { createMailer } from '#server/lib/mailer';
import { requireUser } from '#server/plugins/access';
import { linkOrigin } from '#server/lib/instance-settings';
import type { FailureRedirect } from '#server/plugins/errors';
import { errorQuery, withQuery } from './auth-failure';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  setPassword,
} from './auth-password.service';
import { formLimitPerIp, jsonLimitPerIp } from './auth-rate-limits';
import { acceptFormBodies, requireCsrfToken } from './auth-request';

/** The web app's page for reset links; failures go back to it with the link's parameters. */
export const RESET_PASSWORD_PAGE = '/accounts/reset-password/';
/** Where a successful reset lands: the sign-in page, told to say the password changed. */
export const RESET_PASSWORD_SUCCESS_PATH = '/?success=true';

const backToResetPage: FailureRedirect = (request, failure) => {
  const params = request.params as { uidb64?: string; token?: string };
  return withQuery(RESET_PASSWORD_PAGE, {
    uidb64: params.uidb64,
    token: params.token,
    ...errorQuery(failure),
  });
};

export const authPasswordRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  await acceptFormBodies(app);

  app.post(
    '/auth/forgot-password/',
    {
      config: { access: 'public', rateLimits: jsonLimitPerIp('forgot-password', 10) },
      preValidation: requireCsrfToken,
      schema: { body: EmailRequestSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await requestPasswordReset({
        db,
        mailer: createMailer({ config, db, log: request.log }),
        log: request.log,
        email: request.body.email,
        baseUrl: await linkOrigin({ db, config }),
        requesterLanguage: matchAcceptLanguage(request.headers['accept-language']),
      });
      return { message: 'If an account exists for this email, a reset link is on its way.' };
    },
  );

  app.post(
    '/auth/reset-password/:uidb64/:token/',
    {
      config: {
        access: 'public',
        rateLimits: formLimitPerIp('reset-password', 10),
        failureRedirect: backToResetPage,
      },
      preValidation: requireCsrfToken,
      schema: { params: ResetPasswordParamsSchema, body: ResetPasswordFormSchema },
    },
    async (request, reply) => {
      await resetPassword({
        db,
        userId: request.params.uidb64,
        token: request.params.token,
        password: request.body.password,
      });
      return reply.redirect(RESET_PASSWORD_SUCCESS_PATH, 302);
    },
  );

  app.post(
    '/auth/change-password/',
    {
      config: { access: 'authenticated', rateLimits: jsonLimitPerIp('change-password', 10) },
      preValidation: requireCsrfToken,
      schema: { body: ChangePasswordRequestSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword({
        db,
        user,
        sessionId: request.sessionId,
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password,
      });
      return { message: 'Password updated successfully' };
    },
  );

  app.post(
    '/auth/set-password/',
    {
      config: { access: 'authenticated', rateLimits: jsonLimitPerIp('set-password', 10) },
      preValidation: requireCsrfToken,
      schema: { body: SetPasswordRequestSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await setPassword({ db, user, password: request.body.password });
      return { message: 'Password set successfully' };
    },
  );
};
