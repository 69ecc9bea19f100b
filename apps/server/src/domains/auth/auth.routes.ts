import {
  CsrfTokenResponseSchema,
  EmailCheckResponseSchema,
  EmailRequestSchema,
  MagicGenerateResponseSchema,
  MagicSignInFormSchema,
  PasswordSignInFormSchema,
  SignOutFormSchema,
  matchAcceptLanguage,
} from '@keel/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { createMailer } from '#server/lib/mailer';
import { issueCsrfToken } from '#server/plugins/csrf';
import { backToForm } from './auth-failure';
import { signInWithMagicCode, signUpWithMagicCode, generateMagicCode } from './auth-magic.service';
import { formLimitPerIp, jsonLimitPerIp, signInLimits } from './auth-rate-limits';
import {
  acceptFormBodies,
  clientInfo,
  requireCsrfToken,
  requireCsrfTokenWhenSignedIn,
} from './auth-request';
import {
  checkEmail,
  type SignedIn,
  signInWithPassword,
  signOut,
  signUpWithPassword,
} from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/**
 * Plane's sign-in flow: browser form posts answered with redirects (see auth-failure.ts for the
 * failures), plus the two JSON calls the sign-in page makes before showing a form.
 */
export const authRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  await acceptFormBodies(app);

  function respondSignedIn(reply: FastifyReply, signedIn: SignedIn): FastifyReply {
    setSessionCookie(reply, signedIn.sessionToken, config);
    return reply.redirect(signedIn.redirectTo, 302);
  }

  app.get(
    '/auth/get-csrf-token/',
    {
      config: { access: 'public', rateLimits: jsonLimitPerIp('csrf-token', 120) },
      schema: { response: { 200: CsrfTokenResponseSchema } },
    },
    (request, reply) => ({ csrf_token: issueCsrfToken(request, reply, config) }),
  );

  app.post(
    '/auth/email-check/',
    {
      config: { access: 'public', rateLimits: jsonLimitPerIp('email-check', 30) },
      preValidation: requireCsrfTokenWhenSignedIn,
      schema: { body: EmailRequestSchema, response: { 200: EmailCheckResponseSchema } },
    },
    (request) => checkEmail({ db, config, email: request.body.email }),
  );

  app.post(
    '/auth/sign-up/',
    {
      config: {
        access: 'public',
        rateLimits: signInLimits('password-sign-up'),
        failureRedirect: backToForm('/sign-up'),
      },
      preValidation: requireCsrfToken,
      schema: { body: PasswordSignInFormSchema },
    },
    async (request, reply) => {
      const { email, password, next_path } = request.body;
      const signedIn = await signUpWithPassword({
        db,
        config,
        email,
        password,
        nextPath: next_path,
        client: clientInfo(request),
      });
      return respondSignedIn(reply, signedIn);
    },
  );

  app.post(
    '/auth/sign-in/',
    {
      config: {
        access: 'public',
        rateLimits: signInLimits('password-sign-in'),
        failureRedirect: backToForm('/'),
      },
      preValidation: requireCsrfToken,
      schema: { body: PasswordSignInFormSchema },
    },
    async (request, reply) => {
      const { email, password, next_path } = request.body;
      const signedIn = await signInWithPassword({
        db,
        config,
        email,
        password,
        nextPath: next_path,
        client: clientInfo(request),
      });
      return respondSignedIn(reply, signedIn);
    },
  );

  app.post(
    '/auth/magic-generate/',
    {
      config: { access: 'public', rateLimits: jsonLimitPerIp('magic-generate', 30) },
      preValidation: requireCsrfTokenWhenSignedIn,
      schema: { body: EmailRequestSchema, response: { 200: MagicGenerateResponseSchema } },
    },
    (request) =>
      generateMagicCode({
        db,
        config,
        mailer: createMailer({ config, db, log: request.log }),
        email: request.body.email,
        requesterLanguage: matchAcceptLanguage(request.headers['accept-language']),
      }),
  );

  app.post(
    '/auth/magic-sign-in/',
    {
      config: {
        access: 'public',
        rateLimits: signInLimits('magic-sign-in'),
        failureRedirect: backToForm('/'),
      },
      preValidation: requireCsrfToken,
      schema: { body: MagicSignInFormSchema },
    },
    async (request, reply) => {
      const { email, code, next_path } = request.body;
      const signedIn = await signInWithMagicCode({
        db,
        config,
        email,
        code,
        nextPath: next_path,
        client: clientInfo(request),
      });
      return respondSignedIn(reply, signedIn);
    },
  );

  app.post(
    '/auth/magic-sign-up/',
    {
      config: {
        access: 'public',
        rateLimits: signInLimits('magic-sign-up'),
        failureRedirect: backToForm('/sign-up'),
      },
      preValidation: requireCsrfToken,
      schema: { body: MagicSignInFormSchema },
    },
    async (request, reply) => {
      const { email, code, next_path } = request.body;
      const signedIn = await signUpWithMagicCode({
        db,
        config,
        email,
        code,
        nextPath: next_path,
        client: clientInfo(request),
      });
      return respondSignedIn(reply, signedIn);
    },
  );

  app.post(
    '/auth/sign-out/',
    {
      config: {
        access: 'public',
        rateLimits: formLimitPerIp('sign-out', 30),
        failureRedirect: backToForm('/'),
      },
      preValidation: requireCsrfToken,
      schema: { body: SignOutFormSchema.optional() },
    },
    async (request, reply) => {
      await signOut({ db, sessionId: request.sessionId, userId: request.user?.id ?? null });
      clearSessionCookie(reply, config);
      return reply.redirect('/', 302);
    },
  );
};
