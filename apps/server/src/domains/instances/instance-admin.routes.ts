import {
  EmailCredentialsCheckSchema,
  InstanceAdminMeSchema,
  InstanceAdminSignUpFormSchema,
  InstanceConfigurationListSchema,
  InstanceConfigurationPatchSchema,
  InstancePatchSchema,
  InstanceSchema,
  MessageSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { requireUser } from '#server/plugins/access';
import { browserOrigin } from '#server/plugins/csrf';
import type { FailureRedirect } from '#server/plugins/errors';
import { echoed, errorQuery, withQuery } from '#server/domains/auth';
import { formLimitPerIp, jsonLimitPerIp } from '#server/domains/auth';
import {
  acceptFormBodies,
  bodyEmail,
  bodyString,
  clientInfo,
  requireCsrfToken,
} from '#server/domains/auth';
import { setSessionCookie } from '#server/domains/auth';
import {
  listInstanceConfigurations,
  presentInstanceAdmin,
  renameInstance,
  setUpInstance,
  updateInstanceConfigurations,
} from './instance-admin.service';
import { sendTestEmail } from './instance-email.service';

/** The web app's first-run page; a refused set-up goes back to it with what was typed, bar the password. */
export const SETUP_PAGE = '/setup';

const backToSetup: FailureRedirect = (request, failure) => {
  return withQuery(SETUP_PAGE, {
    ...errorQuery(failure),
    email: echoed(bodyEmail(request)),
    first_name: echoed(bodyString(request, 'first_name')),
    last_name: echoed(bodyString(request, 'last_name')),
    company_name: echoed(bodyString(request, 'company_name')),
  });
};

/** First-run set-up and the instance admin's settings. `GET /api/instances/` is in instances.routes.ts. */
export const instanceAdminRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  // The set-up page posts a browser form: the one /api/ route that reads form bodies.
  await app.register(async (forms) => {
    await acceptFormBodies(forms);
    forms.withTypeProvider<ZodTypeProvider>().post(
      '/api/instances/admins/sign-up/',
      {
        config: {
          access: 'public',
          rateLimits: formLimitPerIp('instance-setup', 10),
          failureRedirect: backToSetup,
        },
        preValidation: requireCsrfToken,
        schema: { body: InstanceAdminSignUpFormSchema },
      },
      async (request, reply) => {
        const signedIn = await setUpInstance({
          db,
          form: request.body,
          client: clientInfo(request),
          origin: browserOrigin(request),
        });
        setSessionCookie(reply, signedIn.sessionToken, config);
        return reply.redirect(signedIn.redirectTo, 302);
      },
    );
  });

  app.get(
    '/api/instances/admins/me/',
    {
      config: { access: 'instance-admin' },
      schema: { response: { 200: InstanceAdminMeSchema } },
    },
    (request) => presentInstanceAdmin(requireUser(request)),
  );

  app.get(
    '/api/instances/configurations/',
    {
      config: { access: 'instance-admin' },
      schema: { response: { 200: InstanceConfigurationListSchema } },
    },
    () => listInstanceConfigurations({ db, config }),
  );

  app.patch(
    '/api/instances/configurations/',
    {
      config: { access: 'instance-admin' },
      schema: {
        body: InstanceConfigurationPatchSchema,
        response: { 200: InstanceConfigurationListSchema },
      },
    },
    (request) =>
      updateInstanceConfigurations({
        db,
        config,
        patch: request.body,
        userId: requireUser(request).id,
      }),
  );

  app.post(
    '/api/instances/email-credentials-check/',
    {
      config: { access: 'instance-admin', rateLimits: jsonLimitPerIp('test-email', 10) },
      schema: { body: EmailCredentialsCheckSchema, response: { 200: MessageSchema } },
    },
    (request) =>
      sendTestEmail({
        db,
        config,
        log: request.log,
        receiverEmail: request.body.receiver_email,
        senderId: requireUser(request).id,
      }),
  );

  app.patch(
    '/api/instances/',
    {
      config: { access: 'instance-admin' },
      schema: { body: InstancePatchSchema, response: { 200: InstanceSchema } },
    },
    (request) =>
      renameInstance({
        db,
        instanceName: request.body.instance_name,
        userId: requireUser(request).id,
      }),
  );
};
