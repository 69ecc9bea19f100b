import { InstanceInfoSchema } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { setInstanceConfiguration, updateInstance } from '#server/test/factories';
import { testConfig, useTestApp } from '#server/test/harness';
import { buildApp } from '#server/app';
import { KEEL_VERSION } from '#server/version';

describe('GET /api/instances/', () => {
  const ctx = useTestApp();

  it('answers anonymous callers with the instance and its config', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/instances/' });
    expect(response.statusCode).toBe(200);
    const body = InstanceInfoSchema.parse(response.json());
    expect(body.instance.is_setup_done).toBe(false);
    expect(body.instance.current_version).toBe(KEEL_VERSION);
    expect(body.instance.instance_name).toBeNull();
    expect(body.config).toMatchObject({
      enable_signup: true,
      is_email_password_enabled: true,
      is_magic_login_enabled: true,
      is_smtp_configured: false,
      is_workspace_creation_disabled: false,
      file_size_limit: 5 * 1024 * 1024,
    });
  });

  it('is reachable without the trailing slash too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/instances' });
    expect(response.statusCode).toBe(200);
  });

  it('reports set-up and the stored settings once they change', async () => {
    await updateInstance(ctx.db, { is_setup_done: true, instance_name: 'Acme Keel' });
    await setInstanceConfiguration(ctx.db, 'ENABLE_SIGNUP', '0');
    await setInstanceConfiguration(ctx.db, 'ENABLE_MAGIC_LINK_LOGIN', '0');

    const body = InstanceInfoSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/instances/' })).json(),
    );
    expect(body.instance.is_setup_done).toBe(true);
    expect(body.instance.instance_name).toBe('Acme Keel');
    expect(body.config.enable_signup).toBe(false);
    expect(body.config.is_magic_login_enabled).toBe(false);
    expect(body.config.is_email_password_enabled).toBe(true);
  });

  it('answers only the documented fields', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/instances/' })).json<{
      instance: Record<string, unknown>;
    }>();
    expect(Object.keys(body.instance).sort()).toEqual(
      Object.keys(InstanceInfoSchema.shape.instance.shape).sort(),
    );
    expect(body.instance).not.toHaveProperty('singleton');
  });

  it('says SMTP is configured when the server has SMTP settings', async () => {
    const app = await buildApp({
      config: testConfig({
        smtp: {
          host: 'smtp.test',
          port: 587,
          user: null,
          password: null,
          from: 'k@test',
          secure: false,
        },
        publicUrl: 'https://keel.test',
      }),
      db: ctx.db,
    });
    const body = InstanceInfoSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/instances/' })).json(),
    );
    await app.close();
    expect(body.config.is_smtp_configured).toBe(true);
    expect(body.config.app_base_url).toBe('https://keel.test');
  });
});
