import { TimezoneListSchema } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

describe('GET /api/timezones/', () => {
  const ctx = useTestApp();

  it('refuses anonymous callers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/timezones/' })).statusCode).toBe(401);
  });

  it("answers every zone with its offset, in Plane's shape", async () => {
    const user = await createUser(ctx.db);
    const { cookie } = await signIn(ctx.db, user.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/timezones/',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { timezones } = TimezoneListSchema.parse(response.json());
    expect(timezones.find((zone) => zone.value === 'Asia/Kolkata')).toEqual({
      utc_offset: 'UTC+05:30',
      gmt_offset: 'GMT+05:30',
      value: 'Asia/Kolkata',
      label: 'Kolkata',
    });
    expect(timezones.find((zone) => zone.value === 'UTC')?.utc_offset).toBe('UTC+00:00');
    expect(timezones.length).toBeGreaterThan(300);
  });
});
