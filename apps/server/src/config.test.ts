import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function freshDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'keel-config-'));
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const cwd = freshDir();
    const config = loadConfig({ env: {}, cwd });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toBe(path.join(cwd, '.data'));
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBeNull();
    expect(config.smtp).toBeNull();
    expect(config.storage).toEqual({ driver: 'local', dir: path.join(cwd, '.data', 'uploads') });
    expect(config.fileSizeLimit).toBe(5 * 1024 * 1024);
    expect(config.signedUrlExpiration).toBe(3600);
  });

  it('reads the signed URL lifetime and refuses one outside a minute to a week', () => {
    const config = loadConfig({ env: { SIGNED_URL_EXPIRATION: '600' }, cwd: freshDir() });
    expect(config.signedUrlExpiration).toBe(600);
    expect(() => loadConfig({ env: { SIGNED_URL_EXPIRATION: '5' }, cwd: freshDir() })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ env: { SIGNED_URL_EXPIRATION: '999999999' }, cwd: freshDir() }),
    ).toThrow('SIGNED_URL_EXPIRATION');
  });

  it('generates a secret key once and keeps it in the data directory', () => {
    const cwd = freshDir();
    const first = loadConfig({ env: {}, cwd });
    const second = loadConfig({ env: {}, cwd });
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(second.secretKey).toBe(first.secretKey);
    const file = path.join(cwd, '.data', 'secret-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers a given SECRET_KEY and writes none', () => {
    const cwd = freshDir();
    const config = loadConfig({ env: { SECRET_KEY: 'k'.repeat(40) }, cwd });
    expect(config.secretKey).toBe('k'.repeat(40));
    expect(() => statSync(path.join(cwd, '.data', 'secret-key'))).toThrow();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      env: {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://keel:pw@db.internal:5432/keel',
        DATA_DIR: 'state',
        PUBLIC_URL: 'https://keel.example.com/',
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '465',
        SMTP_SECURE: 'true',
        TRUST_PROXY: '1',
      },
      cwd: freshDir(),
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBe('postgres://keel:pw@db.internal:5432/keel');
    expect(config.dataDir.endsWith(`${path.sep}state`)).toBe(true);
    expect(config.publicUrl).toBe('https://keel.example.com');
    expect(config.smtp).toMatchObject({ host: 'smtp.example.com', port: 465, secure: true });
    expect(config.trustProxy).toBe(true);
  });

  it('names every variable at fault', () => {
    const attempt = () =>
      loadConfig({
        env: { PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' },
        cwd: freshDir(),
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(attempt).toThrow(/PUBLIC_URL/);
  });

  it('needs the whole S3 configuration when storage is S3', () => {
    expect(() =>
      loadConfig({ env: { STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }, cwd: freshDir() }),
    ).toThrow('STORAGE_DRIVER=s3 needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
  });

  it('reads a .env file when no environment is passed, letting real variables win', () => {
    const cwd = freshDir();
    writeFileSync(path.join(cwd, '.env'), 'KEEL_CONFIG_TEST_ONLY=1\nDATA_DIR=from-dotenv\n');
    const before = process.env.DATA_DIR;
    try {
      delete process.env.DATA_DIR;
      const config = loadConfig({ cwd });
      expect(config.dataDir).toBe(path.join(cwd, 'from-dotenv'));
    } finally {
      if (before === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = before;
      delete process.env.KEEL_CONFIG_TEST_ONLY;
    }
  });
  it('reads the API key rate limit in Plane’s form or as a count per minute', () => {
    expect(loadConfig({ env: {}, cwd: freshDir() }).apiKeyRateLimit).toEqual({
      max: 60,
      windowSeconds: 60,
    });
    const plane = loadConfig({ env: { API_KEY_RATE_LIMIT: '300/hour' }, cwd: freshDir() });
    expect(plane.apiKeyRateLimit).toEqual({ max: 300, windowSeconds: 3600 });
    const bare = loadConfig({ env: { API_KEY_RATE_LIMIT: '120' }, cwd: freshDir() });
    expect(bare.apiKeyRateLimit).toEqual({ max: 120, windowSeconds: 60 });
    expect(() => loadConfig({ env: { API_KEY_RATE_LIMIT: 'lots' }, cwd: freshDir() })).toThrow(
      'API_KEY_RATE_LIMIT',
    );
  });
});
