import {
  isCoverImageUrl,
  MAX_PROJECT_IDENTIFIER_LENGTH,
  MAX_PROJECT_NAME_LENGTH,
  type Project,
  type UpdateProjectBody,
} from '@keel/core';
import type { SelectOption } from '#web/ui/SelectField';
import { type ProjectLogo, readProjectLogo, writeProjectLogo } from './project-logo';
import { i18n } from '#web/lib/i18n';

/** What the General tab edits, as its inputs hold it. */
export interface GeneralFormValues {
  logo: ProjectLogo;
  name: string;
  identifier: string;
  description: string;
  /** '' when there is no cover image. */
  coverImage: string;
  network: number;
  /** User ids; '' for none. */
  projectLead: string;
  defaultAssignee: string;
  timezone: string;
}

export type GeneralFormField = keyof GeneralFormValues;
export type GeneralFormErrors = Partial<Record<GeneralFormField, string>>;

export function formFromProject(project: Project): GeneralFormValues {
  return {
    logo: readProjectLogo(project.logo_props),
    name: project.name,
    identifier: project.identifier,
    description: project.description,
    coverImage: project.cover_image ?? '',
    network: project.network,
    projectLead: project.project_lead ?? '',
    defaultAssignee: project.default_assignee ?? '',
    timezone: project.timezone,
  };
}

function sameLogo(a: ProjectLogo, b: ProjectLogo): boolean {
  return JSON.stringify(writeProjectLogo(a)) === JSON.stringify(writeProjectLogo(b));
}

/** The identifier as the server stores it: trimmed and upper-cased. */
export function normalizeIdentifier(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The PATCH body for what changed, and only that: an untouched field is left out, so that a
 * change made meanwhile by someone else is not overwritten.
 */
export function changedFields(project: Project, values: GeneralFormValues): UpdateProjectBody {
  const patch: UpdateProjectBody = {};
  if (!sameLogo(readProjectLogo(project.logo_props), values.logo))
    patch.logo_props = writeProjectLogo(values.logo);
  const name = values.name.trim();
  if (name !== project.name) patch.name = name;
  const identifier = normalizeIdentifier(values.identifier);
  if (identifier !== project.identifier) patch.identifier = identifier;
  if (values.description !== project.description) patch.description = values.description;
  const coverImage = values.coverImage.trim() === '' ? null : values.coverImage.trim();
  if (coverImage !== project.cover_image) patch.cover_image = coverImage;
  if (values.network !== project.network && (values.network === 0 || values.network === 2))
    patch.network = values.network;
  const lead = values.projectLead === '' ? null : values.projectLead;
  if (lead !== project.project_lead) patch.project_lead = lead;
  const assignee = values.defaultAssignee === '' ? null : values.defaultAssignee;
  if (assignee !== project.default_assignee) patch.default_assignee = assignee;
  if (values.timezone !== project.timezone) patch.timezone = values.timezone;
  return patch;
}

/** The messages the server would give, checked before asking it. */
export function validateGeneralForm(values: GeneralFormValues): GeneralFormErrors {
  const errors: GeneralFormErrors = {};
  if (values.name.trim() === '') errors.name = i18n.t('projects:validation.nameRequired');
  const nameProblem = nameLengthProblem(values.name);
  if (nameProblem !== null) errors.name = nameProblem;
  const identifier = identifierProblem(values.identifier);
  if (identifier !== null) errors.identifier = identifier;
  const coverImage = values.coverImage.trim();
  if (coverImage !== '' && !isCoverImageUrl(coverImage))
    errors.coverImage = i18n.t('projects:validation.coverImage');
  return errors;
}

/**
 * The server's words for a name over the limit, shown while typing: the field takes every
 * character (nothing is cut without a word) and says how far over it is.
 */
export function nameLengthProblem(name: string): string | null {
  const length = name.trim().length;
  return length > MAX_PROJECT_NAME_LENGTH
    ? i18n.t('projects:validation.nameTooLong', { max: MAX_PROJECT_NAME_LENGTH, length })
    : null;
}

/** What is wrong with an identifier, in the server's words; null when nothing is. */
export function identifierProblem(value: string): string | null {
  const identifier = normalizeIdentifier(value);
  if (identifier === '') return i18n.t('projects:validation.identifierRequired');
  if (identifier.length > MAX_PROJECT_IDENTIFIER_LENGTH)
    return i18n.t('projects:validation.identifierTooLong', { max: MAX_PROJECT_IDENTIFIER_LENGTH });
  if (!/^[\p{L}\p{N}]+$/u.test(identifier))
    return i18n.t('projects:validation.identifierCharacters');
  return null;
}

const SERVER_FIELDS: Record<string, GeneralFormField> = {
  logo_props: 'logo',
  name: 'name',
  identifier: 'identifier',
  description: 'description',
  cover_image: 'coverImage',
  network: 'network',
  project_lead: 'projectLead',
  default_assignee: 'defaultAssignee',
  timezone: 'timezone',
};

/** The form field a server error names (`ApiError.field`), if it is one the form shows. */
export function formFieldOf(serverField: string | undefined): GeneralFormField | undefined {
  return serverField === undefined ? undefined : SERVER_FIELDS[serverField];
}

/**
 * Strips the "field: " prefix the server puts before validation messages, since the message is
 * shown under that field already.
 */
export function fieldMessage(serverField: string, message: string): string {
  const prefix = `${serverField}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

let timezones: string[] | undefined;

function offsetOf(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * Every IANA time zone the browser knows, with its current offset ("Europe/Paris (GMT+1)"); the
 * project's own zone stays listed even when the browser does not know it.
 */
export function timezoneOptions(current: string, at = new Date()): SelectOption<string>[] {
  timezones ??= Intl.supportedValuesOf('timeZone');
  const zones = new Set(['UTC', ...timezones]);
  if (current !== '') zones.add(current);
  return [...zones].map((zone) => {
    const offset = offsetOf(zone, at);
    return { value: zone, label: offset === '' ? zone : `${zone} (${offset})` };
  });
}
