import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './auth';
import { LANGUAGES } from './constants';
import { MAX_WORK_ITEM_NAME_LENGTH } from './work-items-wire';

/**
 * The public intake form (beyond Plane's free edition, issue 18): a project admin turns it on and
 * shares a link; someone without an account sends a title, a description and their email, and
 * hears back by email when the request is accepted, declined or marked as a duplicate.
 */

/** Requests one address may send a minute, and an hour, across every form. */
export const PUBLIC_INTAKE_PER_MINUTE = 5;
export const PUBLIC_INTAKE_PER_HOUR = 30;
/** The longest description the form takes, in characters. */
export const PUBLIC_INTAKE_MAX_DESCRIPTION = 10_000;
/** The source Plane gives requests made through a form. */
export const INTAKE_SOURCE_FORMS = 'FORMS';
/** The form's hidden field: people never fill it, form-filling robots do. */
export const PUBLIC_INTAKE_HONEYPOT = 'website';

/** `GET|PATCH …/projects/{id}/intake-form/`: whether the form is on, and its link's anchor. */
export const IntakeFormSettingsSchema = z.object({
  is_enabled: z.boolean(),
  /** The random part of the form's address, `/spaces/intake/{anchor}`; null until first turned on. */
  anchor: z.string().nullable(),
});
export type IntakeFormSettings = z.infer<typeof IntakeFormSettingsSchema>;

export const UpdateIntakeFormBodySchema = z.strictObject({
  is_enabled: z.boolean({ error: 'is_enabled must be true or false' }),
});
export type UpdateIntakeFormBody = z.infer<typeof UpdateIntakeFormBodySchema>;

/** `GET /api/public/anchor/{anchor}/intake/`: what the form page says it sends to. */
export const PublicIntakeFormSchema = z.object({
  workspace_name: z.string(),
  project_name: z.string(),
  project_identifier: z.string(),
});
export type PublicIntakeForm = z.infer<typeof PublicIntakeFormSchema>;

export const PublicIntakeAnchorParamsSchema = z.object({
  anchor: z.string().max(100),
});

/** `POST /api/public/anchor/{anchor}/intake/`: one request from someone without an account. */
export const PublicIntakeSubmissionSchema = z.strictObject({
  name: z
    .string({ error: 'name: a title is required' })
    .trim()
    .min(1, 'name: a title is required')
    .max(
      MAX_WORK_ITEM_NAME_LENGTH,
      `name: must be at most ${String(MAX_WORK_ITEM_NAME_LENGTH)} characters`,
    ),
  description: z
    .string()
    .max(
      PUBLIC_INTAKE_MAX_DESCRIPTION,
      `description: must be at most ${String(PUBLIC_INTAKE_MAX_DESCRIPTION)} characters`,
    )
    .optional(),
  email: z
    .string({ error: 'email: an email address is required' })
    .refine(isValidEmail, 'email: must be a valid email address')
    .transform(normalizeEmail),
  /** The honeypot (PUBLIC_INTAKE_HONEYPOT): left empty by people. */
  website: z.string().max(2000).optional(),
  /** The language the form was shown in: replies are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type PublicIntakeSubmission = z.input<typeof PublicIntakeSubmissionSchema>;

/** The escaped HTML of a plain-text description: a paragraph per blank-line block, breaks kept. */
export function plainTextToHtml(text: string): string {
  const escape = (value: string) =>
    value
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;');
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${block.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
}
