import {
  type IntakeFormSettings,
  IntakeFormSettingsSchema,
  type PublicIntakeForm,
  PublicIntakeFormSchema,
  type PublicIntakeSubmission,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function settingsUrl(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/intake-form/`;
}

function publicUrl(anchor: string): string {
  return `/api/public/anchor/${encodeURIComponent(anchor)}/intake/`;
}

/** The address people open to send a request: `/spaces/intake/{anchor}` on this Keel. */
export function intakeFormLink(anchor: string): string {
  return new URL(`/spaces/intake/${encodeURIComponent(anchor)}`, window.location.origin).toString();
}

export function fetchIntakeFormSettings(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<IntakeFormSettings> {
  return api.get(settingsUrl(slug, projectId), { schema: IntakeFormSettingsSchema });
}

export function setIntakeFormEnabled(
  api: ApiClient,
  slug: string,
  projectId: string,
  isEnabled: boolean,
): Promise<IntakeFormSettings> {
  return api.patch(
    settingsUrl(slug, projectId),
    { is_enabled: isEnabled },
    { schema: IntakeFormSettingsSchema },
  );
}

export function regenerateIntakeFormLink(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<IntakeFormSettings> {
  return api.post(`${settingsUrl(slug, projectId)}regenerate/`, undefined, {
    schema: IntakeFormSettingsSchema,
  });
}

export function fetchPublicIntakeForm(api: ApiClient, anchor: string): Promise<PublicIntakeForm> {
  return api.get(publicUrl(anchor), { schema: PublicIntakeFormSchema });
}

export function submitPublicIntake(
  api: ApiClient,
  anchor: string,
  body: PublicIntakeSubmission,
): Promise<unknown> {
  return api.post(publicUrl(anchor), body);
}
