import {
  type Instance,
  type Message,
  MessageSchema,
  type InstanceAdminMe,
  InstanceAdminMeSchema,
  type InstanceConfiguration,
  InstanceConfigurationListSchema,
  type InstanceConfigurationPatch,
  type InstancePatch,
  InstanceSchema,
  UserInstanceAdminSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** Whether the signed-in person administers the instance; anyone signed in may ask. */
export async function isUserInstanceAdmin(api: ApiClient): Promise<boolean> {
  const answer = await api.get('/api/users/me/instance-admin/', {
    schema: UserInstanceAdminSchema,
  });
  return answer.is_instance_admin;
}

/**
 * The signed-in person as an instance admin. Rejects with 403 (FORBIDDEN) for someone signed in
 * who is not one; a 401 sends the browser to sign-in, as every call does.
 */
export function getInstanceAdminMe(api: ApiClient): Promise<InstanceAdminMe> {
  return api.get('/api/instances/admins/me/', { schema: InstanceAdminMeSchema });
}

/** Every instance setting, the editable ones with their defaults when never stored. */
export function listInstanceConfigurations(api: ApiClient): Promise<InstanceConfiguration[]> {
  return api.get('/api/instances/configurations/', { schema: InstanceConfigurationListSchema });
}

/**
 * Stores `{ KEY: value }` (null removes an email setting) and answers every setting as it now is.
 */
export function updateInstanceConfigurations(
  api: ApiClient,
  patch: InstanceConfigurationPatch,
): Promise<InstanceConfiguration[]> {
  return api.patch('/api/instances/configurations/', patch, {
    schema: InstanceConfigurationListSchema,
  });
}

export function updateInstance(api: ApiClient, patch: InstancePatch): Promise<Instance> {
  return api.patch('/api/instances/', patch, { schema: InstanceSchema });
}

/**
 * Sends a test email with the SMTP settings in force. Rejects with the SMTP error in words
 * (EMAIL_SEND_FAILED) or SMTP_NOT_CONFIGURED.
 */
export function sendTestEmail(api: ApiClient, receiverEmail: string): Promise<Message> {
  return api.post(
    '/api/instances/email-credentials-check/',
    { receiver_email: receiverEmail },
    { schema: MessageSchema },
  );
}
