import { describe, expect, it } from 'vitest';
import {
  CreateApiTokenBodySchema,
  UpdateApiTokenBodySchema,
  apiTokenHint,
  isApiTokenActive,
  isApiTokenFormat,
  parseApiKeyRateLimit,
} from './api-tokens-wire';

describe('isApiTokenFormat', () => {
  it.each([
    ['plane_api_0123456789abcdef0123456789abcdef', true],
    ['plane_api_0123456789ABCDEF0123456789ABCDEF', false],
    ['plane_api_0123456789abcdef0123456789abcde', false],
    ['plane_api_0123456789abcdef0123456789abcdef0', false],
    ['plane_wh_0123456789abcdef0123456789abcdef', false],
    [' plane_api_0123456789abcdef0123456789abcdef', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isApiTokenFormat(value)).toBe(expected);
  });
});

describe('isApiTokenActive', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  it.each([
    [{ expired_at: null }, true],
    [{ expired_at: '2030-06-01T12:00:01Z' }, true],
    [{ expired_at: '2030-06-01T12:00:00Z' }, false],
    [{ expired_at: '2030-05-31T00:00:00Z' }, false],
    [{ expired_at: new Date('2031-01-01T00:00:00Z') }, true],
    [{ expired_at: null, is_active: false }, false],
    [{ expired_at: '2031-01-01T00:00:00Z', is_active: true }, true],
  ])('%o → %s', (token, expected) => {
    expect(isApiTokenActive(token, now)).toBe(expected);
  });
});

describe('apiTokenHint', () => {
  it('keeps the prefix and the last characters', () => {
    expect(apiTokenHint('9f3c')).toBe('plane_api_…9f3c');
  });
});

describe('parseApiKeyRateLimit', () => {
  it.each([
    ['60/minute', { max: 60, windowSeconds: 60 }],
    ['60/min', { max: 60, windowSeconds: 60 }],
    ['100/m', { max: 100, windowSeconds: 60 }],
    ['5/second', { max: 5, windowSeconds: 1 }],
    ['1000/hour', { max: 1000, windowSeconds: 3600 }],
    ['10000/day', { max: 10_000, windowSeconds: 86_400 }],
    ['120', { max: 120, windowSeconds: 60 }],
    [' 30 / minute ', { max: 30, windowSeconds: 60 }],
  ])('%s', (value, expected) => {
    expect(parseApiKeyRateLimit(value)).toEqual(expected);
  });

  it.each(['', '0/minute', '-5', 'many', '60/fortnight', '60/', '1.5/minute'])(
    'refuses %j',
    (value) => {
      expect(parseApiKeyRateLimit(value)).toBeNull();
    },
  );
});

describe('CreateApiTokenBodySchema', () => {
  it('needs a label of 1 to 255 characters', () => {
    expect(CreateApiTokenBodySchema.safeParse({ label: '  ' }).success).toBe(false);
    expect(CreateApiTokenBodySchema.safeParse({ label: 'x'.repeat(256) }).success).toBe(false);
    expect(CreateApiTokenBodySchema.safeParse({}).success).toBe(false);
    expect(CreateApiTokenBodySchema.parse({ label: ' CI ' })).toEqual({ label: 'CI' });
  });

  it('takes an expiry in the future, or none', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(CreateApiTokenBodySchema.parse({ label: 'a', expired_at: future }).expired_at).toBe(
      future,
    );
    expect(CreateApiTokenBodySchema.parse({ label: 'a', expired_at: null }).expired_at).toBeNull();
    const past = CreateApiTokenBodySchema.safeParse({
      label: 'a',
      expired_at: '2001-01-01T00:00:00Z',
    });
    expect(past.error?.issues[0]).toMatchObject({
      path: ['expired_at'],
      message: 'Expiry must be in the future',
    });
    expect(
      CreateApiTokenBodySchema.safeParse({ label: 'a', expired_at: 'next week' }).success,
    ).toBe(false);
  });
});

describe('UpdateApiTokenBodySchema', () => {
  it('keeps label and description and drops every other field', () => {
    expect(
      UpdateApiTokenBodySchema.parse({
        label: 'New',
        description: 'd',
        token: 'plane_api_0123456789abcdef0123456789abcdef',
        expired_at: null,
        is_active: false,
        workspace: 'x',
      }),
    ).toEqual({ label: 'New', description: 'd' });
  });
});
