import { describe, expect, it } from 'vitest';
import { makeInstanceInfo } from '#web/test/factories';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse, pathOf } from '#web/test/fake-fetch';
import { InstanceStore } from '../instance-store';
import { EmailSettingsStore } from './email-settings-store';

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler, { pathname: '/god-mode/email' });
  return { store: new EmailSettingsStore(api, new InstanceStore(api)), requests };
}

const saved = [
  { key: 'EMAIL_HOST', value: 'smtp.example.com', is_managed_by_environment: false },
  { key: 'EMAIL_PORT', value: '587', is_managed_by_environment: false },
  { key: 'EMAIL_HOST_PASSWORD', value: '', is_set: true, is_managed_by_environment: false },
];

describe('EmailSettingsStore', () => {
  it('saves the form and puts a refusal on the field the server names', async () => {
    const { store, requests } = setUp((request) => {
      if (pathOf(request) === '/api/instances/') return jsonResponse(makeInstanceInfo());
      if (request.method === 'PATCH')
        return jsonResponse(
          {
            error: 'EMAIL_PORT: must be a whole number from 1 to 65535',
            code: 'VALIDATION_ERROR',
            field: 'EMAIL_PORT',
          },
          400,
        );
      return jsonResponse(saved);
    });
    await store.load();
    const form = store.settings?.form;
    expect(form?.host).toBe('smtp.example.com');
    if (!form) return;

    const isSaved = await store.save({ ...form, port: '70000' });

    expect(isSaved).toBe(false);
    expect(store.fieldErrors).toEqual({ port: 'Must be a whole number from 1 to 65535.' });
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toMatchObject({ EMAIL_PORT: '70000', EMAIL_HOST_PASSWORD: '' });
    store.clearFieldError('port');
    expect(store.fieldErrors).toEqual({});
  });

  it('removes the settings with nulls and reads the answer', async () => {
    const { store, requests } = setUp((request) =>
      request.method === 'PATCH' ? jsonResponse([]) : jsonResponse(makeInstanceInfo()),
    );

    expect(await store.remove()).toBe(true);

    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toMatchObject({ EMAIL_HOST: null, EMAIL_HOST_PASSWORD: null });
    expect(store.settings?.isConfigured).toBe(false);
  });

  it('shows the SMTP error of a failed test email', async () => {
    const { store } = setUp(() =>
      jsonResponse({ error: 'Could not connect to 127.0.0.1:9', code: 'EMAIL_SEND_FAILED' }, 400),
    );

    await store.sendTest(' ada@example.com ');

    expect(store.testResult).toEqual({
      isSent: false,
      message: 'Could not connect to 127.0.0.1:9',
    });
    expect(store.isSendingTest).toBe(false);
  });
});
