import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigurations } from '../db/schema';
import { readOutbox, setInstanceConfiguration } from '../test/factories';
import { createTestDatabase, type TestDatabase, testConfig } from '../test/harness';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createMailer, describeSmtpError, resolveSmtpSettings } from './mailer';
import { encryptSecret } from './secret-box';

const log = pino({ level: 'silent' });
const message = { to: 'bea@example.com', subject: 'Hello', text: 'Hi Bea' };

describe('the mailer', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await database.drop();
  });

  it('writes to the outbox when nothing configures SMTP', async () => {
    const config = testConfig();
    expect(await resolveSmtpSettings({ config, db: database.db })).toBeNull();
    await createMailer({ config, db: database.db, log }).send(message);
    expect(await readOutbox(config.dataDir)).toEqual([
      expect.objectContaining({ to: 'bea@example.com', subject: 'Hello', text: 'Hi Bea' }),
    ]);
  });

  it('sends through the stored settings, with the decrypted password', async () => {
    const config = testConfig();
    await setInstanceConfiguration(database.db, 'EMAIL_HOST', '127.0.0.1');
    await setInstanceConfiguration(database.db, 'EMAIL_PORT', String(sink.port));
    await setInstanceConfiguration(database.db, 'EMAIL_HOST_USER', 'keel');
    await setInstanceConfiguration(database.db, 'EMAIL_FROM', 'Keel <keel@example.com>');
    await setInstanceConfiguration(database.db, 'EMAIL_USE_TLS', '0');
    await database.db.insert(instanceConfigurations).values({
      key: 'EMAIL_HOST_PASSWORD',
      value: encryptSecret(config.secretKey, 's3cret'),
      is_encrypted: true,
      category: 'email',
    });
    expect(await resolveSmtpSettings({ config, db: database.db })).toMatchObject({
      source: 'stored',
      host: '127.0.0.1',
      port: sink.port,
      user: 'keel',
      password: 's3cret',
      security: 'none',
    });

    await createMailer({ config, db: database.db, log }).send(message);

    expect(sink.received.at(-1)).toMatchObject({
      from: 'keel@example.com',
      to: ['bea@example.com'],
      credentials: { user: 'keel', password: 's3cret' },
    });
    expect(await readOutbox(config.dataDir)).toEqual([]);
  });

  it('lets the environment win over the stored settings', async () => {
    const config = testConfig({
      smtp: {
        host: 'localhost',
        port: sink.port,
        user: null,
        password: null,
        from: 'env@example.com',
        secure: false,
      },
    });
    expect(await resolveSmtpSettings({ config, db: database.db })).toMatchObject({
      source: 'environment',
      host: 'localhost',
    });
    const before = sink.received.length;

    await createMailer({ config, db: database.db, log }).send(message);

    expect(sink.received).toHaveLength(before + 1);
    expect(sink.received.at(-1)).toMatchObject({ from: 'env@example.com', credentials: null });
  });

  it('says why a send failed in words', () => {
    const server = { host: 'smtp.example.com', port: 587 };
    expect(
      describeSmtpError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ESOCKET' }),
        server,
      ),
    ).toBe(
      'Could not connect to smtp.example.com:587: the connection was refused. Check the host and port.',
    );
    expect(describeSmtpError({ code: 'EDNS', message: 'getaddrinfo ENOTFOUND x' }, server)).toMatch(
      /Could not find the SMTP server smtp.example.com/,
    );
    expect(
      describeSmtpError({ code: 'EAUTH', response: '535 5.7.8 Bad credentials' }, server),
    ).toBe('The SMTP server refused the username or password: 535 5.7.8 Bad credentials');
  });
});
